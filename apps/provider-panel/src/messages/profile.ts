/** Texts of the profile area. */
export const profileMessages = {
  title: "اطلاعات کاربری",
  picture: "تصویر پروفایل",
  choosePicture: "انتخاب تصویر",
  pictureNotImage: "این فایل تصویر نیست؛ یک عکس (مثلاً JPG یا PNG) انتخاب کنید",
  pictureTooBig: (megabytes: string) =>
    `حجم این عکس بیشتر از ${megabytes} مگابایت است؛ عکس کوچک‌تری انتخاب کنید`,
  uploading: (percent: string) => `در حال بارگذاری ${percent}٪`,
  mobile: "شماره همراه",
  companyName: "نام شرکت",
  submit: "ثبت تغییرات",
  moreLinks: "بخش‌های دیگر حساب",
} as const;
