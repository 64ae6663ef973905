/** Texts of the gate area that the first chunk shows (load failure, retry). */
export const gateMessages = {
  loadError: "خطا در دریافت اطلاعات !",
  retry: "تلاش مجدد",
} as const;
