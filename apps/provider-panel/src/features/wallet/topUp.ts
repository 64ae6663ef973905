import { numberRefusal, toLatinDigits, tomanAmount } from "@ceremony/persian-text";

/** Preset amounts in tomans, the default first (section 9). */
export const TOP_UP_PRESETS = [100000, 2000000, 500000] as const;
export const DEFAULT_TOP_UP = 100000;
export const TOP_UP_STEP = 1000;
/** Amounts have fewer than 16 digits. */
export const MAX_AMOUNT_DIGITS = 15;

/** The wallet's message for each way a typed or pasted amount is refused. */
export const AMOUNT_REFUSAL_MESSAGE = {
  negative: "amountNegative",
  decimal: "amountDecimal",
  letters: "amountLetters",
  rial: "amountRial",
  tooLong: "amountTooLong",
} as const;

export type AmountRefusal = keyof typeof AMOUNT_REFUSAL_MESSAGE;

/**
 * Why a typed or pasted amount is refused, if it is: an amount in rials (ten times the tomans the field asks for,
 * never converted behind the provider's back), `numberRefusal`'s reasons, or 16 digits and more (never cut). The
 * unit the field already asks for, «تومان», pasted after the number is fine.
 */
export function amountRefusal(raw: string): AmountRefusal | undefined {
  const amount = tomanAmount(raw);
  if (amount === "rial") return "rial";
  const refusal = numberRefusal(amount);
  if (refusal) return refusal;
  return toLatinDigits(amount)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "").length > MAX_AMOUNT_DIGITS
    ? "tooLong"
    : undefined;
}

/** What the amount input keeps of an accepted amount (`amountRefusal` none): its digits, no leading zeros. */
export function sanitizeAmountInput(raw: string): string {
  return toLatinDigits(raw)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "");
}

/** The stepper: ±1000, never below 0, never 16 digits. */
export function stepAmount(current: number, direction: 1 | -1): number {
  const next = Math.max(0, current + direction * TOP_UP_STEP);
  return String(next).length > MAX_AMOUNT_DIGITS ? current : next;
}
