/**
 * The engine's user-facing Persian texts (`messages`): with `moduleMessages.ts` (the module editors' and map
 * picker's texts, number words), every text of form-runtime. Apart so that a form's first paint carries only these.
 * Texts quoted in the spec are verbatim; the others are natural Persian for the spec's English glosses.
 * Plain strings and pure functions only: the core, the modules and the map entry all import it.
 */
export const messages = {
  required: "پر کردن این فیلد الزامی می باشد",
  /** REQUIRED of a checkbox or 0/1 flag: nothing is filled there, the box is ticked. */
  requiredTick: "انتخاب این گزینه الزامی است",
  regex: "مقدار وارد شده معتبر نمی باشد",
  invalidValue: "خطای مقدار فیلد !",
  shebaInvalid: "شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید",
  /** A sheba field failing its pattern: too few digits, most often. */
  shebaFormat: "شماره شبا باید IR و ۲۴ رقم باشد",
  /** A date that must follow another (`after_field`): a plan's end before its start. */
  dateNotAfter: "تاریخ پایان باید بعد از تاریخ شروع باشد",
  /** A number field refuses what it cannot hold instead of dropping it: a minus, a decimal point, letters. */
  numericNegative: "فقط عدد مثبت وارد کنید",
  numericDecimal: "فقط عدد صحیح و بدون اعشار وارد کنید",
  numericLetters: "فقط رقم وارد کنید",
  regexRefused: "قاعده‌ی بررسی این فیلد قابل اجرا نیست و مقدار پذیرفته نمی‌شود. لطفا با پشتیبانی تماس بگیرید.",
  singleFileRefused: "برای انتخاب فایل جدید، لطفا ابتدا فایل قبلی را حذف نمایید",
  missingFormId: "خطا در شناسایی فرم !",
  submit: "ثبت اطلاعات",
  submitting: "در حال ارسال…",
  loading: "در حال بارگذاری فرم…",
  loadError: "دریافت فرم با خطا روبه‌رو شد. لطفا دوباره تلاش کنید.",
  retry: "تلاش دوباره",
  draftNotice: "این محتوا در انتظار بررسی مدیر است و پس از تایید منتشر می‌شود.",
  restoredNotice: "مقادیری که پیش‌تر وارد کرده بودید بازیابی شد.",
  failureFields: "نمایش این فیلد ممکن نیست: مقدار ذخیره‌شده با نوع فیلد سازگار نیست.",
  unknownElement: "این فیلد قابل نمایش نیست.",
  /** Evolution policy "notice": the payload declares a newer schema version than this engine's. */
  newerPayloadNotice: "این فرم برای نسخه‌ی تازه‌تر برنامه است و شاید کامل دیده نشود.",
  /** Evolution policy "block": an unknown element or a newer payload; shown on the form and when submitting. */
  evolutionBlocked: "برای ثبت این فرم، برنامه را به‌روز کنید.",
  mapEntryNeeded: "برای انتخاب موقعیت، نقشه (ورودی map) باید به فرم اضافه شود.",
  chooseFile: "انتخاب فایل",
  chooseFiles: "انتخاب فایل‌ها",
  removeFile: "حذف فایل",
  cancelUpload: "لغو بارگذاری",
  uploading: "در حال بارگذاری",
  uploadFailed: "بارگذاری فایل انجام نشد.",
  /** The uploads' code could not be fetched (offline, or an app updated under an open page). */
  uploadsUnavailable: "بارگذاری فایل آماده نشد. لطفا دوباره فایل را انتخاب کنید.",
  noUploadAdapter: "امکان بارگذاری فایل فراهم نشده است.",
  noSubmitAdapter: "امکان ارسال فرم فراهم نشده است.",
  submitFailed: "ارسال اطلاعات انجام نشد. لطفا دوباره تلاش کنید.",
  selectPlaceholder: "انتخاب کنید",
  noOptions: "گزینه‌ای وجود ندارد",
  chooseDate: "انتخاب تاریخ",
  clearDate: "پاک کردن",
  previousMonth: "ماه قبل",
  nextMonth: "ماه بعد",
  futureDateRefused: "انتخاب تاریخ آینده ممکن نیست.",
  calendarMonth: "ماه",
  calendarYear: "سال",
  calendarClose: "بستن",
  /** The picker's code could not be fetched (offline, or an app updated under an open page). */
  calendarUnavailable: "تقویم باز نشد. لطفا دوباره تلاش کنید.",
  /** A field whose control is in a chunk of its own that has not arrived yet. */
  fieldLoading: "در حال آماده‌سازی…",
  /** That chunk could not be fetched (offline, or an app updated under an open page). */
  fieldUnavailable: "این بخش فرم آماده نشد.",
  /** Keyboard help of the date picker, read with the grid. */
  calendarKeys: "با کلیدهای جهت‌نما روز، با PageUp و PageDown ماه و با Shift سال را تغییر دهید.",
  uploadedFile: "فایل بارگذاری‌شده",
  diagnosticTitle: "عنصر فرم نامعتبر",
  /** Upload progress next to its bar, from a percentage already in Persian digits. */
  uploadProgress: (percent: string) => `${percent}٪`,
} as const;

/**
 * The engine's texts as a type: one string (or a function building one) per key. Overrides and translations
 * (`<FormRuntimeProvider messages>`, `<ServerForm messages>`) give any subset; the rest stay `messages`.
 */
export type FormMessages = {
  readonly [K in keyof typeof messages]: (typeof messages)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
