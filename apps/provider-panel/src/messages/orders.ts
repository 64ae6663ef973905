/** Texts of an order (/panel/orders/{order_id}). */
export const ordersMessages = {
  title: (id: string) => `سفارش ${id}`,
  invalid: "شمارهٔ سفارش معتبر نیست.",
  receipts: "پرداخت‌های این سفارش",
  noReceipts: "پرداختی برای این سفارش در فهرست پرداخت‌های شما پیدا نشد.",
  receiptId: "شمارهٔ پرداخت",
  paidAt: "زمان پرداخت",
  amount: "مبلغ",
  total: "جمع پرداخت‌ها",
  searching: "در حال جستجوی پرداخت‌های این سفارش…",
  toWallet: "کیف پول و تراکنش‌ها",
} as const;
