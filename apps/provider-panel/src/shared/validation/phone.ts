import { toLatinDigits } from "../format/digits";

/** Mobile numbers as the spec shows them: 09 followed by 9 digits. */
export const MOBILE_PATTERN = /^09\d{9}$/;
/** Phone length of section 9. */
export const PHONE_LENGTH = 11;

/** Accepts +98, 0098, 98 or no prefix and any digit script; returns the 09… form (or the cleaned input when it is not a mobile). */
export function normalizePhone(input: string): string {
  const cleaned = toLatinDigits(input).replace(/[\s\-()]/g, "");
  const digits = cleaned.startsWith("+") ? cleaned.slice(1) : cleaned;
  if (/^0098\d{10}$/.test(digits)) return `0${digits.slice(4)}`;
  if (/^98\d{10}$/.test(digits)) return `0${digits.slice(2)}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}
