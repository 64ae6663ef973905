import { latinDigits } from "../../text/persian";

/** Iranian mobile: 11 digits starting 09. */
export function isMobile(value: string): boolean {
  return /^09\d{9}$/.test(value);
}

/** Normalises digits and spaces of a phone number. */
export function normaliseMobile(value: string): string {
  return latinDigits(value).replace(/[\s-]/g, "");
}

/** Iranian national code: 10 digits with the mod-11 check digit; all-equal digits are refused. */
export function isNationalCode(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const r = sum % 11;
  return (digits[9] ?? -1) === (r < 2 ? r : 11 - r);
}

/** Sheba: IR + 24 digits (case-insensitive, digits normalised) → upper case; null when wrong. */
export function normaliseShaba(value: string): string | null {
  const v = latinDigits(value).replace(/\s/g, "").toUpperCase();
  return /^IR\d{24}$/.test(v) ? v : null;
}

/** Names: Latin letters, digits, Persian letters and whitespace only. */
export function isName(value: string): boolean {
  return /^[\p{Script=Latin}\p{Script=Arabic}0-9\u200c\s]{1,60}$/u.test(value);
}
