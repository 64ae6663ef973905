/** Texts of the security area. */
export const securityMessages = {
  title: "امنیت حساب",
  changePassword: "تغییر رمز عبور",
  setPassword: "تعیین رمز عبور",
  currentPassword: "رمز عبور فعلی",
  newPassword: "رمز عبور جدید",
  newPasswordConfirm: "تکرار رمز عبور جدید",
  save: "ذخیره رمز عبور",
  removePassword: "حذف رمز عبور",
  removeHint: "برای حذف رمز عبور، رمز فعلی را وارد کنید",
  twoStep: "ورود دو مرحله‌ای",
  twoStepOn: "ورود دو مرحله‌ای فعال است",
  twoStepOff: "ورود دو مرحله‌ای غیرفعال است",
  enable: "فعال‌سازی",
  disable: "غیرفعال‌سازی",
  codeSent: "کد ۵ رقمی ارسال‌شده به شماره همراه خود را وارد کنید",
  confirm: "تایید",
  removeConfirmTitle: "حذف رمز عبور",
  removeConfirmBody: "آیا می‌خواهید رمز عبور حساب را حذف کنید؟ پس از حذف، فقط با کد یکبار مصرف وارد می‌شوید.",
  /** The same verb as every delete confirmation (addresses, legals, lawyers). */
  removeConfirmYes: "حذف",
  keep: "انصراف",
} as const;
