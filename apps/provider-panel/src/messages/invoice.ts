/** Texts of the invoice screens (/panel/invoice, /panel/invoice/accepted). */
export const invoiceMessages = {
  title: "اعلام آمادگی‌ها",
  readinessTab: "اعلام آمادگی شده",
  acceptedTab: "پذیرفته شده",
  emptyReadiness: "هنوز برای درخواستی اعلام آمادگی نکرده‌اید.",
  emptyAccepted: "هنوز مشتری‌ای درخواست شما را نپذیرفته است.",
  chat: "گفتگو با مشتری",
  /** On the chat button, for screen readers: the item's replies not yet read (count in Persian digits). */
  unread: (count: string) => `${count} پیام خوانده‌نشده`,
} as const;
