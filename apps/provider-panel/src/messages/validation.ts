/** Texts of the validation area. */
export const validationMessages = {
  // One wording with the form engine (issue 26 item 20): the spec's REQUIRED and REGEX texts, written out here
  // because this module is in the first chunk (/signin), which must not load the engine.
  required: "پر کردن این فیلد الزامی می باشد",
  format: "مقدار وارد شده معتبر نمی باشد",
  sizeError: "حجم فایل انتخاب‌شده معتبر نیست",
  enterCode: "کد تایید را وارد کنید",
  codeLength: "کد تایید باید ۵ رقم باشد",
  mobileFormat: "شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود",
  mobileShort: (missing: string) => `شماره موبایل ۱۱ رقم است؛ ${missing} رقم دیگر وارد کنید`,
} as const;
