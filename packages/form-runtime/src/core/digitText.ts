import { toLatinDigits } from "@ceremony/persian-text";

// Hyphens and dashes, spaces, dots and the direction marks a copied number carries: how phone numbers are written.
const DIGIT_TEXT_SEPARATORS = /[\s.\-‐‑‒–—−\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What a digit text field (landline, national id) means: «۰۵۱-۳۸۰۰ ۰۰۰۰» is 05138000000. Latin digits, without the
 * separators people write numbers with; anything else is kept so the field's rule still refuses it.
 */
export function readDigitText(raw: string): string {
  return toLatinDigits(raw).replace(DIGIT_TEXT_SEPARATORS, "");
}
