// Every user-facing Persian text of the provider panel, in one named group per area. Texts quoted by the spec are
// verbatim. Screens import only their groups: the build (vite.config.ts, messagesPerGroup) turns each group into
// its own module, so a screen's chunk carries only the texts it shows.

/** Texts of the app area. */
export const appMessages = {
  name: "پنل خدمت‌دهندگان",
  tagline: "بستری برای تسهیل برگزاری مراسم مذهبی",
  version: (v: string) => `نسخه ${v}`,
  defaultUserName: "کاربر مراسم",
  loading: "در حال بارگذاری…",
} as const;

/** Texts of the gate area. */
export const gateMessages = {
  loadError: "خطا در دریافت اطلاعات !",
  retry: "تلاش مجدد",
  notApprovedTitle: "متاسفانه اطلاعات حساب کاربری شما تایید نشد !",
  notApprovedBody: "دلایل عدم تایید از طریق پیامک به شماره همراه شما ارسال شده است.",
  notApprovedRequest: "لطفاً اطلاعات خود را اصلاح و دوباره ثبت‌نام کنید.",
  reRegister: "ثبت‌نام مجدد",
  pendingTitle: "حساب کاربری شما در حال اعتبارسنجی است",
  pendingBody: "اطلاعات شما برای کارشناسان ارسال شده است. پس از تایید، پنل برای شما فعال می‌شود.",
  updateStatus: "به‌روزرسانی وضعیت",
  switchAccount: "ورود با حساب دیگر",
} as const;

/** Texts of the errors area. */
export const errorsMessages = {
  generic: "خطای سیستمی رخ داده است، لطفاً دوباره تلاش کنید",
  offline: "اتصال اینترنت شما قطع است، لطفاً تنظیمات اینترنت را بررسی کنید",
  dataError: "خطای داده",
  boundary: "خطای سیستمی، لطفاً بعداً دوباره تلاش کنید",
  notFound: "صفحهٔ مورد نظر پیدا نشد",
} as const;

/** Texts of the screenErrors area: failures a screen shows itself (kept out of the first chunk's errors group). */
export const screenErrorsMessages = {
  shabaRequired: "برای ایجاد خدمت جدید، ثبت شماره شبا الزامی است",
  accessTokenNotExists: "توکن دسترسی وجود ندارد",
  screenFetch: "خطا در دریافت اطلاعات",
  walletRow: "خطای اطلاعات",
  walletScreen: "خطای داده!",
  profileRefresh: "خطا در به‌روزرسانی اطلاعات پروفایل!",
  feedbackRepeated: "شما قبلاً برای این درخواست بازخورد ثبت کرده‌اید",
  empty: "موردی یافت نشد",
  uploadFailed: "بارگذاری تصویر انجام نشد",
} as const;

/** Texts of the validation area. */
export const validationMessages = {
  required: "این فیلد را پر کنید",
  format: "فرمت وارد شده صحیح نیست",
  confirmPass: "مقدار وارد شده با رمز عبور مطابقت ندارد",
  sizeError: "حجم فایل انتخاب‌شده معتبر نیست",
  birthDate: "لطفاً تاریخ تولد را به‌طور کامل انتخاب کنید",
  futureDate: "تاریخ تولد نمی‌تواند در آینده باشد",
  passwordMin: "رمز عبور باید حداقل ۸ کاراکتر باشد",
  passwordMismatch: "رمز عبور و تکرار آن یکسان نیست",
  enterCurrentPassword: "رمز عبور فعلی را وارد کنید",
  enterCode: "کد تایید را وارد کنید",
  enterAmount: "مبلغ مورد نظر را وارد کنید",
  nationalCodeInvalid: "کد ملی وارد شده معتبر نیست",
  shebaInvalid: "شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید",
  codeLength: "کد تایید باید ۵ رقم باشد",
} as const;

/** Texts of the auth area. */
export const authMessages = {
  welcome: "به پنل خدمت‌دهندگان خوش آمدید",
  welcomeHint: "برای ورود، شماره همراه خود را وارد کنید",
  modeOtp: "ورود با کد یکبار مصرف",
  modePassword: "ورود با رمز عبور",
  phone: "شماره همراه",
  password: "رمز عبور",
  getCode: "دریافت کد",
  signIn: "ورود",
  forgotPassword: "رمز عبور را فراموش کرده‌ام",
  rulesPrefix: "ورود شما به معنای پذیرش",
  rulesLink: "قوانین و مقررات",
  rulesSuffix: "است.",
  rulesTitle: "قوانین و مقررات خدمت‌دهندگان",
  loginSuccess: "ورود با موفقیت انجام شد",
  codeTitle: "کد تایید",
  codeSentTo: "کد ۵ رقمی ارسال‌شده به شماره",
  codeEnter: "را وارد کنید",
  code: "کد تایید",
  editNumber: "ویرایش شماره",
  resend: "ارسال مجدد کد",
  resendIn: (seconds: string) => `${seconds} ثانیه تا ارسال مجدد کد`,
  /** Under a 429's own message: the live wait (m:ss in Persian digits). */
  waitLeft: (time: string) => `زمان باقی‌مانده: ${time}`,
  confirm: "تایید",
  back: "بازگشت",
  signupTitle: "تکمیل ثبت‌نام",
  signupSubmit: "ثبت‌نام",
  firstName: "نام",
  lastName: "نام خانوادگی",
  nationalCode: "کد ملی",
  sheba: "شماره شبا",
  shebaOptional: "شماره شبا (اختیاری)",
  birthDate: "تاریخ تولد",
  day: "روز",
  month: "ماه",
  year: "سال",
  signupErrorTitle: "خطا در دریافت اطلاعات",
  signupErrorFallback: "از درستی اطلاعات وارد شده اطمینان حاصل کنید...",
  editInformation: "ویرایش اطلاعات",
  tryAgain: "تلاش مجدد",
  forgotTitle: "بازیابی رمز عبور",
  forgotHint: "شماره همراه خود را وارد کنید تا کد تایید برایتان ارسال شود",
  sendCode: "ارسال کد",
  newPassword: "رمز عبور جدید",
  newPasswordConfirm: "تکرار رمز عبور جدید",
  savePassword: "ذخیره رمز عبور و ورود",
  autoLogin: "در حال ورود…",
} as const;

/** Texts of the shell area. */
export const shellMessages = {
  menu: "منو",
  closeMenu: "بستن منو",
  back: "بازگشت",
  support: "پشتیبانی",
  selectProfile: "انتخاب پروفایل",
  proxyPrefix: "حساب وکالتی / ",
  tabAccepted: "پذیرفته‌شده‌ها",
  tabRequests: "لیست درخواست‌ها",
  tabProfile: "پروفایل من",
  toggleTabs: "نمایش یا پنهان کردن نوار پایین",
  monthlyReport: "ثبت گزارش ماهانه",
  consumerApp: "اپلیکیشن مشتریان",
  help: "راهنما",
  contactUs: "تماس با ما",
  aboutUs: "درباره ما",
  update: "به‌روزرسانی",
  newTab: "(در زبانهٔ جدید باز می‌شود)",
  unavailable: "نشانی هنوز تعیین نشده",
} as const;

/** Texts of the home area. */
export const homeMessages = {
  wallet: "موجودی کیف پول",
  points: "امتیازهای دریافتی",
  profile: "اطلاعات کاربری",
  services: "خدمات من",
  servicesOn: "فعال",
  servicesOff: "غیرفعال",
  lawyers: "وکلای من",
  requests: "درخواست‌ها",
  walletMenu: "کیف پول",
  notifications: "اعلان‌ها",
  ticket: "پشتیبانی",
  security: "رمز عبور و ورود دومرحله‌ای",
  favorites: "علاقه‌مندی‌ها",
  logout: "خروج از حساب",
  logoutConfirm: "آیا می‌خواهید از حساب کاربری خود خارج شوید؟",
  yes: "بله",
  no: "خیر",
} as const;

/** Texts of the profile area. */
export const profileMessages = {
  title: "اطلاعات کاربری",
  picture: "تصویر پروفایل",
  choosePicture: "انتخاب تصویر",
  uploading: (percent: string) => `در حال بارگذاری ${percent}٪`,
  mobile: "شماره همراه",
  submit: "ثبت تغییرات",
} as const;

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
  removeConfirmYes: "بله، حذف شود",
  keep: "انصراف",
} as const;

/** Texts of the wallet area. */
export const walletMessages = {
  title: "کیف پول",
  balance: "موجودی",
  withdrawable: "قابل برداشت",
  topUp: "افزایش موجودی",
  note: "پیش از هر کاری، پروفایل خود را تکمیل و شماره حساب بانکی (شبا) را ثبت کنید.",
  amount: "مبلغ (تومان)",
  presets: "مبلغ‌های پیشنهادی",
  increase: "افزایش ۱۰۰۰ تومان",
  decrease: "کاهش ۱۰۰۰ تومان",
  chooseGateway: "انتخاب درگاه پرداخت",
  pay: "پرداخت",
  noGateway: "درگاه پرداختی در دسترس نیست",
  redirecting: "در حال انتقال به درگاه پرداخت…",
  tabTopUp: "افزایش موجودی",
  tabReceipts: "رسیدهای اینترنتی",
  tabTransactions: "تاریخچه تراکنش‌ها",
  more: "موارد بیشتر",
  receiptId: "شناسه",
  receiptType: "نوع",
  invoicePayment: "پرداخت صورتحساب",
  walletCharge: "شارژ کیف پول",
  deposit: "واریز",
  withdraw: "برداشت",
  emptyTransactions: "هنوز تراکنشی ثبت نشده است",
  paidTitle: "پرداخت با موفقیت انجام شد",
  paidBody: "مبلغ به موجودی کیف پول شما اضافه شد و رسید آن در همین فهرست آمده است.",
  cancelledTitle: "پرداخت انجام نشد",
  cancelledBody: "پرداخت لغو شد و مبلغی از حساب شما کسر نشده است. در صورت نیاز دوباره اقدام کنید.",
  dismiss: "بستن",
  emptyReceipts: "هنوز رسیدی ثبت نشده است",
} as const;

/** Texts of the notifications area. */
export const notificationsMessages = {
  title: "اعلان‌ها",
  seeAll: "مشاهده همه",
  details: "جزئیات",
  unseen: "خوانده نشده",
  empty: "اعلانی یافت نشد",
  loadMore: "بارگذاری بیشتر",
} as const;

/** Texts of the ticket area. */
export const ticketMessages = {
  title: "پشتیبانی",
  tabNew: "ارسال درخواست",
  tabHistory: "تاریخچه درخواست‌ها",
  subject: "موضوع",
  section: "بخش",
  noSection: "بدون بخش",
  description: "توضیحات",
  send: "ارسال",
  status: ["باز", "در انتظار پاسخ", "پاسخ داده شده", "بسته شده"] as const,
  close: "بستن درخواست",
  reply: "پاسخ شما",
  sendReply: "ارسال پاسخ",
  feedbackQuestion: "آیا پاسخ‌ها برای شما مفید بود؟",
  useful: "مفید بود",
  notUseful: "مفید نبود",
  feedbackGiven: (useful: boolean) =>
    useful ? "شما این پاسخ را مفید دانستید" : "شما این پاسخ را مفید ندانستید",
  expert: "کارشناس پشتیبانی",
  you: "شما",
  replies: "پاسخ‌ها",
  noReplies: "هنوز پاسخی ثبت نشده است",
  empty: "درخواستی ثبت نشده است",
  number: (id: string) => `درخواست شمارهٔ ${id}`,
  answeredHint:
    "این درخواست پاسخ داده شده است و پاسخ دیگری در آن ثبت نمی‌شود. اگر پرسش دیگری دارید، درخواست جدیدی ثبت کنید.",
  closedHint: "این درخواست بسته شده است. اگر پرسش دیگری دارید، درخواست جدیدی ثبت کنید.",
  newRequest: "ارسال درخواست جدید",
  closeConfirmTitle: "بستن درخواست",
  closeConfirmBody: "آیا می‌خواهید این درخواست را ببندید؟ پس از بستن، امکان ارسال پاسخ در آن نیست.",
  closeConfirmYes: "بله، بسته شود",
  keepOpen: "انصراف",
} as const;

/** Texts of the favorites area. */
export const favoritesMessages = {
  title: "علاقه‌مندی‌ها",
  badge: "۲۰ مورد",
  sample: "نمونه",
} as const;

/** Texts shared by the marketplace screens (engine glue). */
export const marketplaceMessages = {
  missingForm: "فرم این خدمت مشخص نیست.",
  saveFailed: "ذخیره انجام نشد. لطفاً دوباره تلاش کنید.",
  loadMore: "نمایش موارد بیشتر",
} as const;

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
  continueFlow: "ادامهٔ تکمیل",
  edit: "ویرایش",
  otherCategory: "سایر خدمات",
  newTitle: "خدمت جدید",
  activityType: "نوع فعالیت",
  category: "دسته‌بندی",
  noSubCategory: "برای این دسته‌بندی زیرمجموعه‌ای تعریف نشده است",
  nothingFound: "موردی یافت نشد",
  noAccess: "شما به این خدمت دسترسی ندارید",
  needsNationalCode: "برای این خدمت ابتدا کد ملی خود را در اطلاعات کاربری ثبت کنید.",
  checking: "در حال بررسی دسترسی…",
  choose: "انتخاب",
  added: "ثبت‌شده",
  openAdded: "مشاهده",
} as const;

/** Texts of the process flow (/panel/process/{formId}). */
export const processMessages = {
  unknownForm: "این فرم وجود ندارد یا دیگر فعال نیست.",
  backToServices: "بازگشت به خدمات من",
  hozeContinue: "ادامه",
  submit: "ثبت اطلاعات",
} as const;

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
} as const;

/** Texts of My lawyers (/panel/lawyers and /panel/lawyers/requests). */
export const lawyersMessages = {
  title: "وکلای من",
  tabIncoming: "به شما متصل شده‌اند",
  tabOutgoing: "شما متصل شده‌اید",
  add: "افزودن وکیل",
  addTitle: "افزودن وکیل یا نماینده",
  addHint: "درخواست به شمارهٔ همراه وکیل فرستاده می‌شود و پس از پذیرش او فعال می‌شود.",
  label: "عنوان",
  mobile: "شماره همراه وکیل",
  send: "ارسال درخواست",
  accept: "پذیرش",
  reject: "رد",
  delete: "حذف",
  editLabel: "ویرایش عنوان",
  editTitle: "ویرایش عنوان",
  save: "ذخیره",
  cancel: "انصراف",
  yes: "بله",
  rejectTitle: "رد درخواست",
  rejectConfirm: (label: string) => `درخواست «${label}» رد شود؟`,
  deleteTitle: "حذف اتصال",
  deleteConfirm: (label: string) => `اتصال «${label}» حذف شود؟`,
  emptyIncoming: "هنوز کسی شما را به‌عنوان وکیل اضافه نکرده است.",
  emptyOutgoing: "هنوز درخواستی برای وکیل نفرستاده‌اید.",
  status: { 0: "در انتظار تایید", 1: "فعال" },
} as const;

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
  yes: "بله، حذف شود",
  cancel: "انصراف",
} as const;

/** Texts of the modal area. */
export const modalMessages = { close: "بستن" } as const;

/** Texts of the update area. */
export const updateMessages = {
  title: "نسخهٔ جدید در دسترس است",
  now: "به‌روزرسانی",
  later: "بعداً",
} as const;

/** Texts of the money area. */
export const moneyMessages = { toman: "تومان" } as const;

/** Texts of the common area. */
export const commonMessages = {
  home: "صفحهٔ اصلی",
  loadMore: "بیشتر",
  previous: "صفحهٔ قبل",
  next: "صفحهٔ بعد",
  save: "ذخیره",
  cancel: "انصراف",
  loading: "در حال بارگذاری…",
} as const;

/** Texts of the service-item cards and detail shared by requests and invoices. */
export const itemMessages = {
  free: "رایگان (اهدایی)",
  customer: "مشتری",
  unknownCustomer: "مشتری بدون نام",
  ceremony: "مراسم",
  date: "تاریخ",
  time: "ساعت",
  timeRange: (from: string, to: string) => `از ${from} تا ${to}`,
  address: "آدرس",
  price: "مبلغ",
  status: "وضعیت",
  unknownStatus: "نامشخص",
  count: "تعداد",
  details: "جزئیات",
  detailTitle: "جزئیات درخواست",
  requestFields: "اطلاعات درخواست",
  parentFields: "اطلاعات تکمیلی",
  yes: "بله",
  no: "خیر",
  files: (count: string) => `${count} فایل پیوست`,
  order: (id: string) => `سفارش ${id}`,
  notFound: "این درخواست پیدا نشد یا دیگر در دسترس شما نیست.",
} as const;

/** Texts of the requests screens (/panel/requests, /panel/requests/privates). */
export const requestsMessages = {
  title: "درخواست‌ها",
  publicTab: "درخواست‌های عمومی",
  privateTab: "درخواست‌های خصوصی",
  servicesLabel: "خدمت",
  noActiveService: "شما هیچ خدمت فعالی ندارید",
  addService: "افزودن خدمت",
  empty: "درخواستی برای این خدمت نیست.",
  emptyFiltered: "درخواستی با این فیلترها پیدا نشد.",
  newRequests: "درخواست‌های تازه رسیده است",
  refresh: "به‌روزرسانی فهرست",
  accept: "اعلام آمادگی",
  accepted: "آمادگی شما ثبت شد.",
  reject: "رد درخواست",
  rejectTitle: "رد این درخواست؟",
  rejectBody: "این درخواست خصوصی رد می‌شود و از فهرست شما بیرون می‌رود.",
  rejectConfirm: "بله، رد شود",
  rejected: "درخواست رد شد.",
  filter: "فیلتر",
  filterTitle: "فیلتر درخواست‌ها",
  ceremonies: "نوع مراسم",
  status: "وضعیت",
  anyStatus: "همهٔ وضعیت‌ها",
  applyFilter: "اعمال فیلتر",
  clearFilter: "پاک کردن فیلترها",
  removeChip: (title: string) => `حذف فیلتر ${title}`,
  fieldsFailed: "خطا در دریافت فیلدها",
} as const;

/** Texts of the invoice screens (/panel/invoice, /panel/invoice/accepted). */
export const invoiceMessages = {
  title: "اعلام آمادگی‌ها",
  readinessTab: "اعلام آمادگی شده",
  acceptedTab: "پذیرفته شده",
  emptyReadiness: "هنوز برای درخواستی اعلام آمادگی نکرده‌اید.",
  emptyAccepted: "هنوز مشتری‌ای درخواست شما را نپذیرفته است.",
  chat: "گفتگو با مشتری",
} as const;

/** Texts of the chat with a customer. */
export const chatMessages = {
  title: "گفتگو",
  placeholder: "پیام خود را بنویسید…",
  send: "ارسال",
  writeMessage: "لطفاً پیامی بنویسید",
  empty: "هنوز پیامی رد و بدل نشده است. اولین پیام را بفرستید.",
  older: "پیام‌های قبلی",
  loadingOlder: "در حال دریافت پیام‌های قبلی…",
  you: "شما",
  customer: "مشتری",
  sending: "در حال ارسال…",
  failed: "ارسال نشد؛ دوباره تلاش می‌شود",
  retry: "ارسال دوباره",
  hint: "Ctrl+Enter برای ارسال",
  notAvailable: "گفتگو فقط برای درخواست‌های پذیرفته‌شده فعال است.",
} as const;

/** Texts of an order (/panel/orders/{order_id}). */
export const ordersMessages = {
  title: (id: string) => `سفارش ${id}`,
  invalid: "شمارهٔ سفارش معتبر نیست.",
  receipts: "پرداخت‌های این سفارش",
  noReceipts: "پرداختی برای این سفارش در فهرست پرداخت‌های شما پیدا نشد.",
  receiptId: "شمارهٔ پرداخت",
  paidAt: "زمان پرداخت",
  amount: "مبلغ",
  total: "جمع پرداخت‌ها",
  searching: "در حال جستجوی پرداخت‌های این سفارش…",
  toWallet: "کیف پول و تراکنش‌ها",
} as const;

/** All groups under one name, for tests and tools (screens import the groups they use). */
export const messages = {
  app: appMessages,
  gate: gateMessages,
  errors: errorsMessages,
  screenErrors: screenErrorsMessages,
  validation: validationMessages,
  auth: authMessages,
  shell: shellMessages,
  home: homeMessages,
  profile: profileMessages,
  security: securityMessages,
  wallet: walletMessages,
  notifications: notificationsMessages,
  ticket: ticketMessages,
  favorites: favoritesMessages,
  marketplace: marketplaceMessages,
  services: servicesMessages,
  process: processMessages,
  legals: legalsMessages,
  lawyers: lawyersMessages,
  address: addressMessages,
  modal: modalMessages,
  update: updateMessages,
  money: moneyMessages,
  common: commonMessages,
  item: itemMessages,
  requests: requestsMessages,
  invoice: invoiceMessages,
  chat: chatMessages,
  orders: ordersMessages,
} as const;
