/** Texts of the live events. */
export const eventsMessages = {
  newReply: "پیام تازه‌ای از مشتری رسید",
  /** A customer accepted the provider's readiness (a `request` event with change "accepted"). */
  accepted: "مشتری آمادگی شما را پذیرفت",
  /** After the count, for screen readers: what the number on the accepted tab counts. */
  unread: "پیام خوانده‌نشده",
} as const;
