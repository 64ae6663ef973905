/** Texts of the screenErrors area: failures a screen shows itself (kept out of the first chunk's errors group). */
export const screenErrorsMessages = {
  shebaRequired: "برای ایجاد خدمت جدید، ثبت شماره شبا الزامی است",
  accessTokenNotExists: "توکن دسترسی وجود ندارد",
  screenFetch: "خطا در دریافت اطلاعات",
  walletRow: "خطای اطلاعات",
  walletScreen: "خطای داده!",
  profileRefresh: "خطا در به‌روزرسانی اطلاعات پروفایل!",
  feedbackRepeated: "شما قبلاً برای این درخواست بازخورد ثبت کرده‌اید",
  empty: "موردی یافت نشد",
  uploadFailed: "بارگذاری تصویر انجام نشد",
} as const;
