/** Texts of the shell area. */
export const shellMessages = {
  menu: "منو",
  closeMenu: "بستن منو",
  back: "بازگشت",
  support: "پشتیبانی",
  selectProfile: "انتخاب پروفایل",
  proxyPrefix: "حساب وکالتی / ",
  tabAccepted: "پذیرفته‌شده‌ها",
  tabRequests: "لیست درخواست‌ها",
  tabProfile: "پروفایل من",
  toggleTabs: "نمایش یا پنهان کردن نوار پایین",
  monthlyReport: "ثبت گزارش ماهانه",
  consumerApp: "اپلیکیشن مشتریان",
  help: "راهنما",
  contactUs: "تماس با ما",
  aboutUs: "درباره ما",
  update: "به‌روزرسانی",
  newTab: "(در زبانهٔ جدید باز می‌شود)",
  unavailable: "نشانی هنوز تعیین نشده",
  /** The menu's or the profile switcher's code could not be fetched (offline, or an app updated under the page). */
  sheetUnavailable: "باز نشد. لطفا اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.",
} as const;
