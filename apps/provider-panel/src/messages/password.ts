/**
 * Texts of the password and amount rules (security, forgot password, wallet top-up), apart from `validation` so the
 * /signin chunk does not carry them. Tests read them under `messages.validation` too (the index merges both).
 */
export const passwordMessages = {
  passwordMin: "رمز عبور باید حداقل ۸ کاراکتر باشد",
  passwordMismatch: "رمز عبور و تکرار آن یکسان نیست",
  enterCurrentPassword: "رمز عبور فعلی را وارد کنید",
  enterAmount: "مبلغ مورد نظر را وارد کنید",
  amountAboveZero: "مبلغ باید بیشتر از صفر باشد؛ کمترین مبلغ شارژ ۱ تومان است",
  confirmPass: "مقدار وارد شده با رمز عبور مطابقت ندارد",
} as const;
