/** Texts of the validation area. */
export const validationMessages = {
  required: "این فیلد را پر کنید",
  format: "فرمت وارد شده صحیح نیست",
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
} as const;
