/** Texts of the chat with a customer. */
export const chatMessages = {
  title: "گفتگو",
  placeholder: "پیام خود را بنویسید…",
  send: "ارسال",
  writeMessage: "لطفاً پیامی بنویسید",
  empty: "هنوز پیامی رد و بدل نشده است. اولین پیام را بفرستید.",
  older: "پیام‌های قبلی",
  loadingOlder: "در حال دریافت پیام‌های قبلی…",
  you: "شما",
  customer: "مشتری",
  sending: "در حال ارسال…",
  failed: "ارسال نشد؛ دوباره تلاش می‌شود",
  retry: "ارسال دوباره",
  hint: "Ctrl+Enter برای ارسال",
  notAvailable: "گفتگو فقط برای درخواست‌های پذیرفته‌شده فعال است.",
} as const;
