/** Texts of the chat with a customer. */
export const chatMessages = {
  title: "گفتگو",
  /** The sheet's title: who the chat is with and for which ceremony, as far as the item says. */
  titleWith: (customer: string | null, ceremony: string | null) =>
    ["گفتگو", customer ? `با ${customer}` : null, ceremony ? `— ${ceremony}` : null]
      .filter(Boolean)
      .join(" "),
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
  /** Over the contract's length: the limit and the excess, both already in Persian digits. */
  tooLong: (max: string, over: string) =>
    `پیام حداکثر ${max} کاراکتر است؛ ${over} کاراکتر بیشتر نوشته‌اید. کوتاهش کنید یا در چند پیام بفرستید.`,
  /** A refused message's bubble: its text goes back to the composer to be fixed. */
  restore: "برگرداندن به کادر پیام",
  /** Shown only where a keyboard is: the keys themselves, then the text. */
  hintKeys: "Ctrl + Enter",
  hint: "برای ارسال",
  notAvailable: "گفتگو فقط برای درخواست‌های پذیرفته‌شده فعال است.",
} as const;
