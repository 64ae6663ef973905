import { oneOf } from "../../shared/routing/searchParam";

/** The two outcomes the payment page sends back with (`?payment=…&status=paid|cancelled`). */
export const PAYMENT_OUTCOMES = ["paid", "cancelled"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** `?status=` of the payment return; anything else is ignored (no message rather than a wrong one). */
export const paymentStatusParam = (value: unknown): PaymentOutcome | undefined =>
  oneOf(PAYMENT_OUTCOMES)(value) ? value : undefined;
