/** Texts of the update area. */
export const updateMessages = {
  title: "نسخهٔ جدید در دسترس است",
  now: "به‌روزرسانی",
  later: "بعداً",
} as const;
