/** Texts of the money area. */
export const moneyMessages = { toman: "تومان" } as const;
