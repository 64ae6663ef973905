/** Texts of the validation area. */
export const validationMessages = {
  // One wording with the form engine (issue 26 item 20): the spec's REQUIRED and REGEX texts, written out here
  // because this module is in the first chunk (/signin), which must not load the engine.
  required: "پر کردن این فیلد الزامی می باشد",
  format: "مقدار وارد شده معتبر نمی باشد",
  confirmPass: "مقدار وارد شده با رمز عبور مطابقت ندارد",
  sizeError: "حجم فایل انتخاب‌شده معتبر نیست",
  birthDate: "لطفاً تاریخ تولد را به‌طور کامل انتخاب کنید",
  futureDate: "تاریخ تولد نمی‌تواند در آینده باشد",
  passwordMin: "رمز عبور باید حداقل ۸ کاراکتر باشد",
  passwordMismatch: "رمز عبور و تکرار آن یکسان نیست",
  enterCurrentPassword: "رمز عبور فعلی را وارد کنید",
  enterCode: "کد تایید را وارد کنید",
  enterAmount: "مبلغ مورد نظر را وارد کنید",
  nationalCodeInvalid: "کد ملی وارد شده معتبر نیست",
  shebaInvalid: "شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید",
  codeLength: "کد تایید باید ۵ رقم باشد",
  mobileFormat: "شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود",
  mobileShort: (missing: string) => `شماره موبایل ۱۱ رقم است؛ ${missing} رقم دیگر وارد کنید`,
  mobileLong: "شماره موبایل ۱۱ رقم است؛ رقم‌های اضافه را پاک کنید",
  shebaFormat: "شماره شبا باید IR و ۲۴ رقم باشد",
  shebaShort: (missing: string) => `شماره شبا IR و ۲۴ رقم است؛ ${missing} رقم دیگر وارد کنید`,
} as const;
