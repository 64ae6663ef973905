import { toLatinDigits } from "@ceremony/persian-text";

/** Preset amounts in tomans, the default first (section 9). */
export const TOP_UP_PRESETS = [100000, 2000000, 500000] as const;
export const DEFAULT_TOP_UP = 100000;
export const TOP_UP_STEP = 1000;
/** Amounts have fewer than 16 digits. */
export const MAX_AMOUNT_DIGITS = 15;

/** Why a typed or pasted amount is refused rather than read: its message in `walletMessages`. */
export type AmountRefusal = "amountLetters" | "amountDecimal" | "amountNegative";

// Spaces, thousands separators (Latin, Arabic and Persian) and the direction marks a copied number carries.
const SEPARATORS = /[\s,،٬'\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A minus, a decimal point or words in the amount are refused, not stripped: «۵۰۰ هزار» read as 500 tomans, or «1.5»
 * as 15, would pay an amount the provider never meant. Separators and digits of any script are fine.
 */
export function amountRefusal(raw: string): AmountRefusal | undefined {
  const text = toLatinDigits(raw).replace(SEPARATORS, "");
  if (/^\d*$/.test(text)) return undefined;
  if (/^[-−]/.test(text)) return "amountNegative";
  if (/^\d*[.٫/]\d*$/.test(text)) return "amountDecimal";
  return "amountLetters";
}

/** What the amount input keeps: digits only (any script in), at most 15 of them, no leading zeros. */
export function sanitizeAmountInput(raw: string): string {
  const digits = toLatinDigits(raw).replace(/\D/g, "").slice(0, MAX_AMOUNT_DIGITS);
  return digits.replace(/^0+(?=\d)/, "");
}

/** The stepper: ±1000, never below 0, never 16 digits. */
export function stepAmount(current: number, direction: 1 | -1): number {
  const next = Math.max(0, current + direction * TOP_UP_STEP);
  return String(next).length > MAX_AMOUNT_DIGITS ? current : next;
}
