/**
 * Texts of the identity fields (sign-up, profile, a legal profile's sheba), apart from `validation` so the /signin
 * chunk does not carry them. Tests read them under `messages.validation` too (the index merges both).
 */
export const identityMessages = {
  birthDate: "لطفاً تاریخ تولد را به‌طور کامل انتخاب کنید",
  futureDate: "تاریخ تولد نمی‌تواند در آینده باشد",
  nationalCodeInvalid: "کد ملی وارد شده معتبر نیست",
  shebaInvalid: "شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید",
  shebaFormat: "شماره شبا باید IR و ۲۴ رقم باشد",
  shebaShort: (missing: string) => `شماره شبا IR و ۲۴ رقم است؛ ${missing} رقم دیگر وارد کنید`,
} as const;
