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

/** IBAN mod-97 check of an `IR` + 24 digits sheba (the panel's `isValidSheba` runs the same algorithm). */
export function hasShebaChecksum(sheba: string): boolean {
  if (!/^IR\d{24}$/.test(sheba)) return false;
  // Move "IR" and the check digits to the end; I = 18, R = 27.
  const rearranged = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let remainder = 0;
  for (const ch of rearranged) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder === 1;
}

/** Sheba: IR + 24 digits with a valid checksum (case-insensitive, digits normalised) → upper case; null when wrong. */
export function normaliseShaba(value: string): string | null {
  const v = latinDigits(value).replace(/\s/g, "").toUpperCase();
  return hasShebaChecksum(v) ? v : null;
}

/** Names: Latin letters, digits, Persian letters and whitespace only. */
export function isName(value: string): boolean {
  return /^[\p{Script=Latin}\p{Script=Arabic}0-9\u200c\s]{1,60}$/u.test(value);
}
