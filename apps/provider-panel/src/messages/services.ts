/** Texts of My services (/panel/services) and New service (/panel/services/new). */
export const servicesMessages = {
  title: "خدمات من",
  newLink: "جدید",
  showAll: "نمایش همه",
  hideAll: "بستن همه",
  empty: "هنوز خدمتی ثبت نکرده‌اید.",
  addFirst: "افزودن اولین خدمت",
  count: (n: string) => `${n} خدمت`,
  status: {
    0: "در انتظار تأیید",
    1: "تأییدشده",
    2: "ردشده",
    3: "حذف‌شده",
    4: "پیش‌نویس",
  },
  createdAt: "تاریخ ثبت",
  progress: (done: string, total: string) => `${done} از ${total} مرحله`,
  pendingChange: "تغییرات در انتظار تأیید",
  note: {
    draft: "مراحل را کامل کنید تا خدمت برای بررسی فرستاده شود.",
    waiting: "در انتظار بررسی است؛ پس از تأیید، درخواست‌های این خدمت در «لیست درخواست‌ها» نمایش داده می‌شود.",
    rejected: "رد شده است؛ اطلاعات را ویرایش کنید تا دوباره بررسی شود.",
    pendingChange:
      "تغییرات شما پس از تأیید نمایش داده می‌شود؛ تا آن زمان اطلاعات قبلی برای مشتریان دیده می‌شود.",
  },
  continueFlow: "ادامهٔ تکمیل",
  edit: "ویرایش",
  otherCategory: "سایر خدمات",
  newTitle: "خدمت جدید",
  activityType: "نوع فعالیت",
  category: "دسته‌بندی",
  noSubCategory: "برای این دسته‌بندی زیرمجموعه‌ای تعریف نشده است",
  nothingFound: "موردی یافت نشد",
  noAccess: "شما به این خدمت دسترسی ندارید",
  /** After a refusal: what the provider can still do (the check is the server's list; support can add a code). */
  noAccessNext: "اگر فکر می‌کنید باید دسترسی داشته باشید:",
  contactSupport: "تماس با پشتیبانی",
  /** A legal profile has no national code (and cannot register one): the check needs a natural profile's. */
  needsNationalCode:
    "دسترسی به این خدمت با کد ملی بررسی می‌شود و این پروفایل کد ملی ندارد؛ آن را با پروفایل حقیقی خود اضافه کنید.",
  /** Shown before the tap on a service behind an eligibility check. */
  gatedHint: "دسترسی به این خدمت با کد ملی بررسی می‌شود",
  checking: "در حال بررسی دسترسی…",
  choose: "انتخاب",
  added: "ثبت‌شده",
  openAdded: "مشاهده",
} as const;
