/**
 * Texts of the account-status screens (not approved, being validated). Apart from the gate's texts: these screens
 * load in chunks of their own, and their texts would otherwise weigh on /signin's first chunk.
 */
export const accountStatusMessages = {
  notApprovedTitle: "متاسفانه اطلاعات حساب کاربری شما تایید نشد !",
  notApprovedBody: "دلایل عدم تایید از طریق پیامک به شماره همراه شما ارسال شده است.",
  notApprovedRequest: "لطفاً اطلاعات خود را اصلاح و دوباره ثبت‌نام کنید.",
  reRegister: "ثبت‌نام مجدد",
  pendingTitle: "حساب کاربری شما در حال اعتبارسنجی است",
  pendingBody: "اطلاعات شما برای کارشناسان ارسال شده است. پس از تایید، پنل برای شما فعال می‌شود.",
  updateStatus: "به‌روزرسانی وضعیت",
  stillPending: "وضعیت به‌روز شد: حساب شما هنوز در حال بررسی است.",
  switchAccount: "ورود با حساب دیگر",
} as const;
