/** Texts of the process flow (/panel/process/{formId}). */
export const processMessages = {
  unknownForm: "این فرم وجود ندارد یا دیگر فعال نیست.",
  backToServices: "بازگشت به خدمات من",
  contentNotFound: "این خدمت پیدا نشد؛ ممکن است حذف شده باشد یا به پروفایل دیگری تعلق داشته باشد.",
  legalNotFound: "این پروفایل حقوقی پیدا نشد؛ ممکن است حذف شده باشد یا به حساب دیگری تعلق داشته باشد.",
  backToLegals: "بازگشت به پروفایل‌های حقوقی",
  hozeContinue: "ادامه",
  submit: "ثبت اطلاعات",
} as const;
