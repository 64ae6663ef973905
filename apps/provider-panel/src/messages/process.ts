/** Texts of the process flow (/panel/process/{formId}). */
export const processMessages = {
  unknownForm: "این فرم وجود ندارد یا دیگر فعال نیست.",
  backToServices: "بازگشت به خدمات من",
  hozeContinue: "ادامه",
  submit: "ثبت اطلاعات",
} as const;
