/**
 * Every Persian text the reference server sends, grouped by area; texts quoted in the spec are verbatim.
 * Seed and fixture data (form captions, enumeration titles, city names, CMS pages, seeded tickets and
 * notifications) is data, not UI text, and stays beside its seed.
 */

/** Access-and-account texts: request errors, sign-in, profile, wallet and payment page, uploads, tickets. */
export const messages = {
  // Requests and routing
  invalidRequest: "اطلاعات ارسالی معتبر نیست.",
  /** A contract refusal of a field the contract titles (its Persian `title`). */
  fieldTooLong: (title: string, max: string) => `«${title}» حداکثر ${max} نویسه می‌تواند باشد.`,
  fieldRequired: (title: string) => `«${title}» را وارد کنید.`,
  fieldInvalid: (title: string) => `«${title}» معتبر نیست.`,
  malformedJson: "قالب داده‌های ارسالی درست نیست.",
  malformedForm: "فرم ارسالی ناقص یا خراب است؛ لطفا دوباره ارسال کنید.",
  conflict: "این اطلاعات هم‌زمان یا قبلا ثبت شده است.",
  notFound: "موردی یافت نشد.",
  routeNotFound: "این آدرس وجود ندارد.",
  methodNotAllowed: "این آدرس این نوع درخواست را نمی‌پذیرد.",
  serverError: "خطای سیستمی رخ داد، لطفا بعدا دوباره تلاش کنید.",
  payloadTooLarge: "حجم فایل انتخاب شده بیش از حد مجاز است.",

  // Sessions and tokens
  unauthorized: "لطفا دوباره وارد حساب کاربری شوید.",
  tokenExpired: "زمان اعتبار ورود شما به پایان رسیده است.",
  refreshReused: "این نشست دیگر معتبر نیست؛ لطفا دوباره وارد شوید.",
  refreshInvalid: "توکن نوسازی معتبر نیست.",
  tempTokenInvalid: "لینک ورود معتبر نیست یا قبلا استفاده شده است.",
  wsUnauthorized: "اتصال رویدادها مجاز نیست.",

  // Sign-in and one-time codes
  mobileInvalid: "شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود.",
  codeSent: "کد تایید ارسال شد.",
  codeWrong: "کد تایید اشتباه است.",
  codeExpired: "کد تایید منقضی شده است؛ دوباره درخواست کنید.",
  codeLocked: "کد تایید چند بار اشتباه وارد شد و دیگر معتبر نیست؛ لطفا کد تازه درخواست کنید.",
  codeUsed: "این کد تایید قبلا استفاده شده است.",
  codeRateLimited: (wait: string) =>
    `برای این شماره بیش از حد مجاز کد درخواست شد. لطفا ${wait} دیگر دوباره تلاش کنید.`,
  clientRateLimited: (wait: string) =>
    `تعداد درخواست‌های شما بیش از حد مجاز است. لطفا ${wait} دیگر دوباره تلاش کنید.`,
  serviceBusy: (wait: string) => `ارسال کد تایید موقتا ممکن نیست. لطفا ${wait} دیگر دوباره تلاش کنید.`,
  tooManyGuesses: (wait: string) => `به دلیل تلاش‌های ناموفق زیاد، لطفا ${wait} دیگر دوباره تلاش کنید.`,
  passwordDelayed: (wait: string) =>
    `رمز عبور این شماره چند بار اشتباه وارد شد. لطفا ${wait} دیگر دوباره تلاش کنید یا با کد تایید وارد شوید.`,
  signinSuccess: "ورود با موفقیت انجام شد.",

  // Passwords and two-step sign-in
  passwordWrong: "شماره موبایل یا رمز عبور اشتباه است.",
  passwordNotSet: "برای این حساب رمز عبور تعریف نشده است؛ با کد یکبار مصرف وارد شوید.",
  passwordShort: "رمز عبور باید حداقل ۸ کاراکتر باشد.",
  passwordMismatch: "رمز عبور و تکرار آن یکسان نیستند.",
  passwordOldRequired: "رمز عبور فعلی را وارد کنید.",
  passwordOldWrong: "رمز عبور فعلی اشتباه است.",
  passwordChanged: "رمز عبور با موفقیت تغییر کرد.",
  passwordRemoved: "رمز عبور حذف شد.",
  passwordReset: "رمز عبور جدید ثبت شد.",
  twoFactorChanged: "تنظیمات ورود دو مرحله‌ای ذخیره شد.",
  twoFactorSame: "ورود دو مرحله‌ای از قبل در همین حالت است.",

  // Profiles and signup
  profileForbidden: "شما به این پروفایل دسترسی ندارید.",
  accountValidationWrong: "متاسفانه اطلاعات حساب کاربری شما تایید نشد.",
  profileMissing: "ابتدا ثبت نام خود را کامل کنید.",
  profileAlreadyExists: "ثبت نام این حساب قبلا انجام شده است.",
  nationalCodeTaken: "این کد ملی قبلا ثبت شده است.",
  nationalCodeInvalid: "کد ملی وارد شده معتبر نیست.",
  shabaInvalid: "شماره شبا معتبر نیست.",
  signupDone: "ثبت نام با موفقیت انجام شد.",
  profileUpdated: "اطلاعات پروفایل با موفقیت ثبت شد.",
  profileChangedElsewhere:
    "این اطلاعات پس از باز کردن فرم، در جای دیگری تغییر کرده است و تغییرات شما ثبت نشد. اطلاعات تازه را ببینید یا تغییرات خود را دوباره ثبت کنید.",

  // Wallet and the local payment page
  depositAmountInvalid: "مبلغ مورد نظر را وارد کنید.",
  depositCreated: "در حال انتقال به درگاه پرداخت.",
  walletFull: "با این مبلغ موجودی کیف پول از سقف مجاز (۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹ تومان) بیشتر می‌شود.",
  depositDescription: "افزایش موجودی کیف پول",
  paymentNotFound: "پرداخت یافت نشد.",
  payPageTitle: "درگاه پرداخت آزمایشی",
  payPageAmount: "مبلغ قابل پرداخت",
  payPageToman: "تومان",
  payPagePay: "پرداخت",
  payPageCancel: "انصراف",
  payPageDone: "این پرداخت قبلا انجام شده است.",
  payPageCancelled: "پرداخت لغو شد.",
  payPageBack: "بازگشت به کیف پول",

  // Uploads
  uploadEmpty: "فایلی برای بارگذاری انتخاب نشده است.",
  uploadType: "نوع فایل انتخاب شده مجاز نیست.",
  uploadDone: "فایل با موفقیت بارگذاری شد.",
  uploadBroken: "فایل تصویر خراب است یا باز نمی‌شود.",
  uploadQuota:
    "فضای بارگذاری شما پر شده است؛ برای فایل جدید، فایل‌های قبلی را کم کنید یا با پشتیبانی تماس بگیرید.",
  uploadClientQuota:
    "از این اتصال اینترنت امروز بیش از حد مجاز فایل بارگذاری شده است؛ لطفا فردا دوباره تلاش کنید یا با پشتیبانی تماس بگیرید.",
  uploadTooMany: "حداکثر ۱۰ فایل در هر بار بارگذاری مجاز است.",

  // Notifications
  seenDone: "پیام‌ها خوانده شدند.",

  // Support tickets (and the simulated support expert)
  ticketCreated: "درخواست پشتیبانی با موفقیت ثبت شد.",
  ticketReplied: "پاسخ شما ثبت شد.",
  ticketClosed: "درخواست پشتیبانی بسته شد.",
  ticketUsefulDone: "نظر شما ثبت شد. سپاس!",
  ticketUsefulTwice: "شما قبلا برای این تیکت بازخورد ثبت کرده‌اید.",
  ticketNotOpen: "این درخواست در وضعیت فعلی قابل پاسخ نیست.",
  ticketCannotClose: "این درخواست قبلا پاسخ داده شده یا بسته شده است.",
  ticketNoFeedbackYet: "پیش از پاسخ پشتیبانی نمی‌توانید بازخورد ثبت کنید.",
  ticketAnsweredSubject: "پاسخ جدید پشتیبانی",
  // The ticket's number in Persian digits and nothing else: a raw '(#1008, 1008)' is scrambled by the bidi algorithm.
  ticketAnsweredText: (ticketNumber: string) =>
    `کارشناس پشتیبانی به درخواست شماره ${ticketNumber} شما پاسخ داد.`,
  supportName: "کارشناس پشتیبانی",
  // An answered ticket takes no more replies (spec section 4), so the answer points to a new request instead.
  supportAutoReply:
    "سلام، درخواست شما بررسی شد. اگر پرسش دیگری دارید، از بخش «ارسال درخواست» درخواست جدیدی ثبت کنید.",

  // Batch requests and the UI error log
  batchTooMany: "تعداد درخواست‌های گروهی بیش از حد مجاز است.",
  batchBadUrl: "آدرس درخواست گروهی معتبر نیست.",
  logSaved: "گزارش ثبت شد.",
  analyticsSaved: "رویدادها ثبت شد.",
} as const;

/** Marketplace texts: dynamic forms, provider content and modules, link requests, service items and chat. */
export const marketplaceMessages = {
  // Dynamic form validation (spec texts, verbatim)
  required: "پر کردن این فیلد الزامی می باشد",
  regex: "مقدار وارد شده معتبر نمی باشد",
  // A sheba field says what a sheba is (the field names itself), as the profile's sheba does.
  shebaFormat: "شماره شبا باید IR و ۲۴ رقم باشد.",
  shebaChecksum: "شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید.",
  fieldValue: "خطای مقدار فیلد !",
  /** A date marked `no_future` set after today (a start of activity that has not happened). */
  dateInFuture: "تاریخ نمی‌تواند بعد از امروز باشد.",
  /** A date marked `after_field` that is not after the other field's date; names that field. */
  dateNotAfter: (other: string) => `باید بعد از «${other}» باشد.`,
  /** A text longer than the server keeps (the engine sets no limit of its own). */
  tooLong: (max: string) => `حداکثر ${max} نویسه می‌تواند باشد.`,
  formMissing: "خطا در شناسایی فرم !",

  // Provider content and its modules
  formNotService: "برای این فرم نمی‌توان خدمت ثبت کرد.",
  /** The panel's text for the same rule (spec, section 2). */
  shebaRequired: "برای ایجاد خدمت جدید، ثبت شماره شبا الزامی است",
  contentNotFound: "خدمت مورد نظر یافت نشد.",
  contentCreated: "اطلاعات با موفقیت ثبت شد.",
  contentEdited: "اطلاعات با موفقیت ویرایش شد.",
  contentDraftSaved: "تغییرات ثبت شد و پس از تایید کارشناسان منتشر می‌شود.",
  moduleSaved: "اطلاعات با موفقیت ذخیره شد.",
  moduleWrongForm: "این بخش برای این خدمت وجود ندارد.",
  priceTooLarge: "مبلغ و تعداد مهمان باید کمتر از ۱,۰۰۰,۰۰۰,۰۰۰ باشد.",
  priceUnknownCeremony: "نوع مراسم انتخاب شده معتبر نیست.",
  timetableEmpty: "شروع و پایان باید مقدار داشته باشند",
  /** Outside 24-hour mode a week with no period would publish a service that is never open. */
  timetableNoPeriods: "هیچ زمانی ثبت نشده است؛ دست‌کم یک بازه زمانی اضافه کنید یا «۲۴ ساعته» را انتخاب کنید.",
  timetableOrder: "ساعت پایان باید بعد از ساعت شروع باشد",
  timetableFormat: "ساعت باید به شکل ۰۰:۰۰ تا ۲۳:۵۹ باشد.",
  locationNone: "هیچ استان یا شهری انتخاب نشده است.",
  locationNoCity: (province: string) => `هیچ شهری در استان ${province} انتخاب نشده است.`,
  locationCityWithoutProvince: (city: string) => `استان شهر ${city} انتخاب نشده است.`,
  locationOneCity: "بیش از یک شهر نمی‌توان انتخاب کرد.",
  locationNoPoint: "هیچ موقعیتی روی نقشه انتخاب نشده است.",
  locationUnknown: "استان یا شهر انتخاب شده معتبر نیست.",

  // Link requests (lawyers, agents, legal profiles)
  linkNotFound: "درخواست اتصال یافت نشد.",
  linkCreated: "درخواست اتصال ارسال شد.",
  legalCreated: "پروفایل حقوقی ثبت شد و پس از بررسی فعال می‌شود.",
  linkEdited: "اطلاعات با موفقیت ویرایش شد.",
  linkSelf: "نمی‌توانید به حساب خودتان درخواست اتصال بدهید.",
  linkDuplicate: "درخواست اتصال به این شماره قبلا ثبت شده است.",
  linkRoleMismatch: "نوع شخص با فرم انتخاب شده همخوانی ندارد.",
  linkTransition: "این تغییر وضعیت برای این درخواست مجاز نیست.",
  linkAccepted: "درخواست اتصال پذیرفته شد.",
  linkRejected: "درخواست اتصال رد شد.",
  linkDeleted: "درخواست اتصال حذف شد.",
  linkClosed: "این درخواست رد یا حذف شده و قابل ویرایش نیست.",
  linkNoticeSubject: "درخواست اتصال وکیل",
  linkRejectedNotice: (lawyer: string, label: string) =>
    `«${lawyer}» درخواست اتصال «${label}» شما را رد کرد.`,
  linkRemovedNotice: (lawyer: string, label: string) =>
    `«${lawyer}» اتصال «${label}» را حذف کرد و دیگر به‌جای شما کار نمی‌کند.`,
  linkMobileFixed: "شماره موبایل درخواست اتصال قابل تغییر نیست؛ برای شماره دیگر درخواست جدیدی ثبت کنید.",
  linkRoleFixed: "نوع شخص درخواست اتصال قابل تغییر نیست.",

  // Service items and chat
  itemNotFound: "درخواست مورد نظر یافت نشد.",
  itemClosed: "این درخواست دیگر قابل پذیرش نیست.",
  itemAlreadyReady: "برای این درخواست قبلا اعلام آمادگی کرده‌اید.",
  itemReady: "اعلام آمادگی شما ثبت شد.",
  itemPublicReject: "درخواست‌های عمومی فقط قابل پذیرش هستند.",
  itemRejected: "درخواست رد شد.",
  newRequestSubject: "درخواست جدید در انتظار شماست",
  newRequestText: (service: string) =>
    service
      ? `مشتری‌ای برای خدمت «${service}» درخواست تازه‌ای ثبت کرده است.`
      : "مشتری‌ای درخواست تازه‌ای ثبت کرده است.",
  itemOrderMismatch: "شماره سفارش با درخواست همخوانی ندارد.",
  chatNotAccepted: "گفتگو فقط برای درخواست‌های پذیرفته شده فعال است.",
  chatEmpty: "لطفا پیام خود را بنویسید.",
  chatSent: "پیام ارسال شد.",

  // Saved addresses
  addressNameRequired: "نام آدرس را وارد کنید.",
  addressTextRequired: "متن آدرس را وارد کنید.",
  addressNumber: "پلاک باید عددی حداکثر ۵ رقمی باشد.",
  addressNumberZero: "پلاک نمی‌تواند صفر باشد.",
  addressUnit: "واحد باید عددی حداکثر ۵ رقمی باشد.",
  addressPostalCode: "کد پستی باید ۱۰ رقم باشد.",
  addressMetaTooLarge: "اطلاعات نقطه انتخاب شده بیش از حد مجاز است.",
  addressLimit: (max: string) =>
    `حداکثر ${max} آدرس می‌توانید ذخیره کنید؛ برای افزودن، ابتدا یکی از آدرس‌های قبلی را حذف کنید.`,
  addressSaved: "آدرس با موفقیت ثبت شد.",
  addressDeleted: "آدرس حذف شد.",
  addressNotFound: "آدرس مورد نظر یافت نشد.",

  // Location service and CMS pages
  pointInvalid: "مختصات نقطه معتبر نیست.",
  pageNotFound: "صفحه مورد نظر یافت نشد.",
} as const;

/** The stand-in pages of the side menu's external links (reference server only). */
export const portalTexts = {
  monthlyReportTitle: "سامانه ثبت گزارش ماهانه",
  monthlyReportText:
    "گزارش ماهانه خدمات شما در سامانه گزارش‌دهی ثبت می‌شود. این صفحه در نسخه نمایشی جای سامانه اصلی را گرفته است.",
  consumerAppTitle: "اپلیکیشن مشتریان",
  consumerAppText:
    "مشتریان با اپلیکیشن مشتریان مراسم خود را ثبت می‌کنند و خدمات شما را می‌بینند. این صفحه در نسخه نمایشی جای صفحه دریافت اپلیکیشن را گرفته است.",
} as const;

/** Titles of the process-flow steps, by step name. */
export const stepTitles = {
  FORM: "اطلاعات خدمت",
  LEGAL_FORM: "اطلاعات حقوقی",
  PRICE_SERVICE: "قیمت‌گذاری",
  TIMELINE: "زمان‌بندی",
  POSITION: "موقعیت",
  FINISH: "پایان",
} as const;

/** Pieces of the addresses the location service builds (formatted point addresses and search hits). */
export const locationTexts = {
  /** Joins the parts of an address or a title. */
  separator: "، ",
  province: (province: string) => `استان ${province}`,
  aboutKmFrom: (km: number, city: string) => `حدود ${km} کیلومتری ${city}`,
  outsideIran: (km: number, city: string) => `خارج از ایران، حدود ${km} کیلومتری ${city}`,
  near: (landmark: string) => `نزدیک ${landmark}`,
} as const;

/** Simulated customer answers in the chat (the customer side is not part of this product). */
export const customerReplies = [
  "سلام، ممنون از پاسخ شما. لطفا ساعت دقیق حضور را هم اعلام کنید.",
  "بسیار عالی، منتظر هماهنگی نهایی هستم.",
  "ممنون، مبلغ را هم لطفا تایید کنید.",
] as const;
