import { toLatinDigits } from "./digits";

/** Why a typed or pasted whole number is refused rather than read. */
export type NumberRefusal = "negative" | "decimal" | "letters";

// Spaces, thousands separators (Latin, Arabic and Persian) and the direction marks a copied number carries.
const SEPARATORS = /[\s,،٬'\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A minus, a decimal point or letters in a whole number are refused, not stripped: «-5» kept as 5, «1.5» as 15 or
 * «۵۰۰ هزار» as 500 is a number the person never meant. Digits of any script and thousands separators are fine.
 */
export function numberRefusal(raw: string): NumberRefusal | undefined {
  const text = toLatinDigits(raw).replace(SEPARATORS, "");
  if (/^\d*$/.test(text)) return undefined;
  if (/[-−‐‑–—]/.test(text)) return "negative";
  if (/^\d*[.٫/]\d*$/.test(text)) return "decimal";
  return "letters";
}
