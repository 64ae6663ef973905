/** Texts of the live events. */
export const eventsMessages = {
  newReply: "پیام تازه‌ای از مشتری رسید",
  /** After the count, for screen readers: what the number on the accepted tab counts. */
  unread: "پیام خوانده‌نشده",
} as const;
