import { toLatinDigits } from "../format/digits";

/** The national-code pattern: exactly 10 digits. */
export const NATIONAL_CODE_PATTERN = /^\d{10}$/;

/** Iranian national code check: 10 digits, not all the same, weights 10…2 and the remainder rule on the last digit. */
export function isValidNationalCode(input: string): boolean {
  const code = toLatinDigits(input).trim();
  if (!NATIONAL_CODE_PATTERN.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}
