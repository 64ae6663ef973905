/** The two outcomes the payment page sends back with (`?payment=…&status=paid|cancelled`). */
export type PaymentOutcome = "paid" | "cancelled";
