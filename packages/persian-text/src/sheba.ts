import { digitsOnly, toLatinDigits } from "./digits";

/** Length of a sheba (spec §9: 26 characters). */
export const SHEBA_LENGTH = 26;

/** IR followed by 24 digits, checked after {@link normalizeSheba} (the spec also accepts a lower-case ir). */
export const SHEBA_PATTERN = /^IR\d{24}$/;

/** Latin digits, no spaces or dashes, upper case: the form a sheba is checked and stored in. */
export function normalizeSheba(input: string): string {
  return toLatinDigits(input).replace(/[\s-]/g, "").toUpperCase();
}

/** Digits after the fixed `IR` of a sheba. */
export const SHEBA_DIGITS = 24;

/**
 * The sheba a field with a fixed `IR` prefix holds after `input` was typed or pasted into it: `IR` and up to 24
 * Latin digits, or "" when no digit is left. A pasted `IR82 0540 …`, `ir۸۲…` or `82-0540-…` gives the same sheba.
 */
export function shebaFromDigits(input: string): string {
  const digits = digitsOnly(toLatinDigits(input).replace(/^\s*IR/i, "")).slice(0, SHEBA_DIGITS);
  return digits ? `IR${digits}` : "";
}

/** The pattern and the IBAN mod-97 check of a sheba in any digit script and case. */
export function isValidSheba(input: string): boolean {
  const sheba = normalizeSheba(input);
  if (!SHEBA_PATTERN.test(sheba)) return false;
  // Move "IR" and the check digits to the end; I = 18, R = 27.
  const rearranged = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let remainder = 0;
  for (const ch of rearranged) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder === 1;
}
