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
  changedElsewhere:
    "این اطلاعات در جای دیگری (زبانه یا دستگاهی دیگر) تغییر کرده است. آنچه نوشته‌اید سر جایش است؛ اطلاعات تازه را ببینید یا تغییرات خودتان را جایگزین آن کنید.",
  loadNewer: "دیدن اطلاعات تازه",
  keepMine: "ثبت تغییرات من به‌جای آن",
  draftRestored: "تغییراتی که پیش از بارگذاری دوباره‌ی صفحه نوشته بودید و هنوز ثبت نشده بود، برگردانده شد.",
  discardDraft: "کنار گذاشتن این تغییرات",
} as const;
