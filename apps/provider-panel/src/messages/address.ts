/** Texts of saved addresses (/panel/address). */
export const addressMessages = {
  title: "آدرس‌های من",
  add: "ثبت آدرس جدید",
  empty: "هنوز آدرسی ثبت نکرده‌اید.",
  delete: "حذف",
  deleteTitle: "حذف آدرس",
  deleteConfirm: (name: string) => `آدرس «${name}» حذف شود؟`,
  select: "انتخاب به‌عنوان آدرس فعلی",
  selected: "آدرس انتخاب‌شده",
  selectedHint: "آدرس انتخاب‌شده فقط روی همین دستگاه نگه داشته می‌شود.",
  number: (n: string) => `پلاک ${n}`,
  unit: (n: string) => `واحد ${n}`,
  postalCode: (n: string) => `کد پستی ${n}`,
  mapFailed: "نقشه بارگذاری نشد. اتصال اینترنت را بررسی و دوباره تلاش کنید.",
  /** The delete confirmation's button: the same verb as every delete confirmation (legals, lawyers, password). */
  yes: "حذف",
  cancel: "انصراف",
} as const;
