import { toLatinDigits } from "./digits";

/** Length of a mobile number in its 09… form (spec §9: exactly 11 characters). */
export const MOBILE_LENGTH = 11;

/** An Iranian mobile as the spec shows it: 09 followed by 9 digits. */
export const MOBILE_PATTERN = /^09\d{9}$/;

/**
 * The 09… form of a mobile typed in any digit script, with spaces, dashes or brackets and a +98, 0098, 98 or no
 * prefix; anything that is not a mobile comes back cleaned (Latin digits, no separators, no leading +) so the
 * caller's pattern check fails on it.
 */
export function normalizeMobile(input: string): string {
  const cleaned = toLatinDigits(input).replace(/[\s\-()]/g, "");
  const digits = cleaned.startsWith("+") ? cleaned.slice(1) : cleaned;
  if (/^0098\d{10}$/.test(digits)) return `0${digits.slice(4)}`;
  if (/^98\d{10}$/.test(digits)) return `0${digits.slice(2)}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}

/** True for a mobile already in its 09… form (normalise first with {@link normalizeMobile}). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
