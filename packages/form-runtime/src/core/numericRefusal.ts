import { toLatinDigits } from "@ceremony/persian-text";

/** Why a typed or pasted number is refused rather than read: its message in `messages`. */
export type NumericRefusal = "numericNegative" | "numericDecimal" | "numericLetters";

// Spaces, thousands separators (Latin, Arabic and Persian) and the direction marks a copied number carries.
const SEPARATORS = /[\s,،٬'\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A minus, a decimal point or letters in a number field are refused, not stripped: «-5» kept as 5, or «1.5» as 15,
 * is a number the provider never typed. Digits of any script and thousands separators are fine.
 */
export function numericRefusal(raw: string): NumericRefusal | undefined {
  const text = toLatinDigits(raw).replace(SEPARATORS, "");
  if (/^\d*$/.test(text)) return undefined;
  if (/[-−‐‑–—]/.test(text)) return "numericNegative";
  if (/^\d*[.٫/]\d*$/.test(text)) return "numericDecimal";
  return "numericLetters";
}
