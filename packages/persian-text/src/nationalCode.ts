import { toLatinDigits } from "./digits";

/** Length of an Iranian national code (spec §9: 10 characters). */
export const NATIONAL_CODE_LENGTH = 10;

/** The national-code pattern (the spec does not show it): exactly 10 Latin digits. */
export const NATIONAL_CODE_PATTERN = /^\d{10}$/;

/**
 * Iranian national code check: digits of any script (trimmed), 10 of them, not all the same, and the check
 * digit: sum of the first nine weighted 10…2, remainder r of 11; the last digit is r when r < 2, else 11 − r.
 */
export function isValidNationalCode(input: string): boolean {
  const code = toLatinDigits(input).trim();
  if (!NATIONAL_CODE_PATTERN.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}
