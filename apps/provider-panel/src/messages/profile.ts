/** Texts of the profile area. */
export const profileMessages = {
  title: "اطلاعات کاربری",
  picture: "تصویر پروفایل",
  choosePicture: "انتخاب تصویر",
  uploading: (percent: string) => `در حال بارگذاری ${percent}٪`,
  mobile: "شماره همراه",
  submit: "ثبت تغییرات",
  moreLinks: "بخش‌های دیگر حساب",
} as const;
