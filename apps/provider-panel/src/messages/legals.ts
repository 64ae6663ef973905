/** Texts of the legal profiles (/panel/profile/legals). */
export const legalsMessages = {
  title: "پروفایل‌های حقوقی",
  create: "ایجاد پروفایل حقوقی",
  edit: "ویرایش",
  delete: "حذف",
  empty: "هنوز پروفایل حقوقی ثبت نکرده‌اید.",
  deleteTitle: "حذف پروفایل حقوقی",
  deleteConfirm: (label: string) => `پروفایل حقوقی «${label}» حذف شود؟`,
  status: { 0: "در انتظار تایید", 1: "فعال" },
  /** The active (legal or proxy) profile's own sheba, typed in place (issue 26 item 1). */
  shebaTitle: (name: string) => `شماره شبای «${name}»`,
  shebaNote: "خدمات این پروفایل با این شماره شبا ثبت و تسویه می‌شود.",
  shebaSave: "ثبت شماره شبا",
} as const;
