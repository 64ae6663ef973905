import { toLatinDigits } from "@ceremony/persian-text";

/** Preset amounts in tomans, the default first (section 9). */
export const TOP_UP_PRESETS = [100000, 2000000, 500000] as const;
export const DEFAULT_TOP_UP = 100000;
export const TOP_UP_STEP = 1000;
/** Amounts have fewer than 16 digits. */
export const MAX_AMOUNT_DIGITS = 15;

/** The wallet's message for each way a typed or pasted amount is refused (`numberRefusal`). */
export const AMOUNT_REFUSAL_MESSAGE = {
  negative: "amountNegative",
  decimal: "amountDecimal",
  letters: "amountLetters",
} as const;

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
