/**
 * The module editors' and map picker's Persian texts, and number words: the rest of form-runtime's texts (the
 * engine's own are `messages.ts`), loaded with the editors and the picker rather than with every form.
 * Plain strings and pure functions only.
 */
import { weekDayFullNames } from "@ceremony/persian-text";
import { messages } from "./messages";

/** Persian number words, for writing amounts out (`numberToWords`). */
export const numberWords = {
  zero: "صفر",
  and: " و ",
  ones: ["", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"],
  teens: ["ده", "یازده", "دوازده", "سیزده", "چهارده", "پانزده", "شانزده", "هفده", "هجده", "نوزده"],
  tens: ["", "", "بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"],
  hundreds: ["", "صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"],
  scales: ["", "هزار", "میلیون", "میلیارد"],
} as const;

/**
 * Texts of the module editors (price, timetable, location) and of the map picker. Kept apart from
 * `messages` because a few keys (loading, loadError) have their own wording there.
 */
export const moduleMessages = {
  // shared
  save: messages.submit,
  saving: "در حال ثبت...",
  loading: "در حال بارگذاری...",
  loadError: "خطا در دریافت اطلاعات !",
  retry: "تلاش دوباره",
  saveError: "ثبت اطلاعات انجام نشد، دوباره تلاش کنید",
  saved: "اطلاعات ثبت شد",

  // price editor
  priceHeaderCeremony: "عنوان مراسم",
  priceHeaderPrice: "قیمت (تومان)",
  priceHeaderGuest: "تعداد مهمان",
  priceHeaderMaximumPrice: "حداکثر قیمت (تومان)",
  priceHeaderMaximumGuest: "حداکثر تعداد مهمان",
  priceHeaderMinimumPrice: "حداقل قیمت (تومان)",
  priceHeaderMinimumGuest: "حداقل تعداد مهمان",
  priceFree: "رایگان (اهدایی)",
  priceLongTermNote: "نرخ این خدمت بر اساس قوانین طرح بلندمدت تعیین می‌شود و نیازی به ورود قیمت نیست.",
  /** HOZE (long-term) forms: the step has nothing to price; this saves an empty list and moves on. */
  priceContinue: "ادامه",
  priceDigitsOnly: "فقط عدد وارد کنید",
  /** The value kept is the one before the refused digits: the message says those were not taken, not that it is wrong. */
  priceTooLarge: "رقم‌های اضافه پذیرفته نشد؛ مقدار باید کمتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰ باشد",
  priceRial: "قیمت به تومان است، نه ریال؛ مبلغ را به تومان وارد کنید (هر ۱۰ ریال یک تومان است)",
  priceNoServices: "خدمتی برای قیمت‌گذاری وجود ندارد",
  priceNegative: "مبلغ منفی پذیرفته نیست؛ عدد را بدون علامت منفی وارد کنید",
  priceDecimal: "مبلغ اعشاری پذیرفته نیست؛ به تومان و بدون اعشار وارد کنید",
  /** Under a price not typed yet: it is neither free nor an amount until the provider says so. */
  priceEmptyHint: "قیمت وارد نشده است",
  priceSameForAllLabel: "یک قیمت برای همه مراسم‌ها (تومان)",
  priceSameForAllApply: "اعمال برای همه",
  /** Asked before saving with prices still empty: an empty price is saved as 0, which customers see as free. */
  priceEmptyConfirmTitle: "قیمت برخی مراسم‌ها وارد نشده است",
  priceEmptyConfirmText: (titles: string) =>
    `قیمت این مراسم‌ها خالی است: ${titles}. اگر ثبت کنید، برای مشتری «رایگان (اهدایی)» نمایش داده می‌شوند.`,
  priceEmptyConfirmFree: "ثبت به صورت رایگان (اهدایی)",
  priceEmptyConfirmBack: "وارد کردن قیمت",
  toman: "تومان",

  // timetable editor
  timetableAllTime: "۲۴ ساعته (همه روزها و همه ساعت‌ها)",
  timetableDays: "روزهای هفته",
  timetableAddTime: "افزودن زمان",
  timetableNoTimes: "زمانی برای این روز ثبت نشده است",
  timetableFrom: "از ساعت",
  timetableTo: "تا ساعت",
  timetableChoose: "انتخاب",
  timetableRemove: "حذف",
  timetableBothRequired: "شروع و پایان باید مقدار داشته باشند",
  timetableEndAfterStart: "ساعت پایان باید بعد از ساعت شروع باشد",
  /** Saving a week with no time outside 24-hour mode: the service would never be open. */
  timetableNoPeriods: "هیچ زمانی ثبت نشده است؛ دست‌کم یک بازه زمانی اضافه کنید یا «۲۴ ساعته» را انتخاب کنید",
  timetableCopyDay: (weekday: string) => `کپی ساعت‌های ${weekday} به روزهای دیگر`,
  timetableCopyTitle: (weekday: string) => `کپی ساعت‌های ${weekday}`,
  timetableCopyHint: "ساعت‌های فعلی روزهای انتخاب‌شده جایگزین می‌شوند.",
  timetableCopyConfirm: "کپی کن",
  timetablePresets: "ساعت‌های آماده",
  timetablePresetOfficeHours: "شنبه تا پنج‌شنبه، ۸ تا ۱۷",
  timetablePresetAllDayWeek: "همه روزها، ۸ تا ۲۳",
  timetablePresetEvenings: "همه روزها، عصر و شب (۱۷ تا ۲۳)",
  timetablePresetReplaces: "ساعت‌های فعلی همه روزها با این ساعت‌ها جایگزین می‌شوند.",
  timePickerTitle: "انتخاب ساعت",
  timePickerHour: "ساعت",
  timePickerMinute: "دقیقه",
  timePickerConfirm: "تایید",
  timePickerCancel: "انصراف",
  /** Title of the time picker: the weekday, then which end of the period. */
  timePickerTitleOf: (weekday: string, end: string) => `${weekday}، ${end}`,
  weekdays: weekDayFullNames,

  // location step
  locationNothingSelected: "هیچ استان یا شهری انتخاب نشده است",
  locationProvinceWithoutCity: (province: string) => `هیچ شهری در استان ${province} انتخاب نشده است`,
  locationCityWithoutProvince: (city: string) => `استانِ شهر ${city} انتخاب نشده است`,
  locationOneCityOnly: "امکان انتخاب بیش از یک شهر وجود ندارد",
  locationNoPoint: "موقعیتی روی نقشه انتخاب نشده است",
  locationTreeTitle: "استان‌ها و شهرهای محل خدمت",
  locationPointTitle: "موقعیت تقریبی محل سکونت روی نقشه",

  // address picker
  pickerTitle: "نقطه فعلی شما",
  pickerOpen: "انتخاب آدرس روی نقشه",
  pickerChange: "تغییر آدرس",
  pickerRemove: "حذف آدرس",
  pickerClose: "بستن",
  pickerCity: "شهر",
  pickerDefaultCity: "مشهد",
  pickerSearch: "جستجوی آدرس",
  pickerSearchPlaceholder: "نام خیابان، محله یا مکان",
  pickerSearchPending: "در حال جستجو...",
  pickerSearchEmpty: "نتیجه ای یافت نشد",
  pickerSearchError: "خطا در دریافت اطلاعات !",
  pickerPointPending: "در حال دریافت آدرس نقطه...",
  pickerPointError: "خطا در دریافت اطلاعات نقطه انتخاب شده !",
  pickerPointOutside: "نقطه انتخابی در محدوده سرویس دهی نمی باشد",
  pickerMoveHint: "نقشه را جابه‌جا کنید تا نشانگر روی محل مورد نظر قرار بگیرد",
  pickerConfirm: "تایید موقعیت",
  pickerLocate: "موقعیت من",
  pickerLocating: "در حال یافتن موقعیت...",
  pickerGpsError: "خطای GPS ...",
  pickerGpsDenied:
    "دسترسی به موقعیت مکانی داده نشده است. برای استفاده از «موقعیت من»، از نماد قفل کنار نشانی سایت به «مجوزها» یا «تنظیمات سایت» بروید، «موقعیت مکانی» را مجاز کنید و دوباره امتحان کنید.",
  pickerNoCity: "شهر دیگر",
  mapUnavailable: "نمایش نقشه در حال حاضر ممکن نیست. لطفا بعدا دوباره تلاش کنید.",
  pickerMap: "نقشه؛ برای جابه‌جایی از کلیدهای جهت‌نما استفاده کنید",
  detailTitle: "مشخصات آدرس",
  detailBack: "بازگشت",
  detailName: "عنوان آدرس",
  detailAddress: "آدرس",
  detailNumber: "پلاک",
  detailUnit: "واحد",
  detailPostalCode: "کد پستی",
  detailSubmit: "ثبت آدرس",
  detailRequired: messages.required,
  detailPattern: "فقط عدد (حداکثر ۵ رقم) وارد کنید",
  detailNumberZero: "پلاک نمی‌تواند صفر باشد",
  /** Under a text field that reached its length, and the error of a longer value. */
  detailMaxLength: (max: string) => `حداکثر ${max} نویسه`,
  detailSaving: "در حال ثبت...",
} as const;

/**
 * The module editors' and map picker's texts as a type (one string, function or list per key). Overrides
 * (`<FormRuntimeProvider moduleMessages>`, `<ServerForm moduleMessages>`) give any subset; the rest stay
 * `moduleMessages`.
 */
export type ModuleMessages = {
  readonly [K in keyof typeof moduleMessages]: (typeof moduleMessages)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : (typeof moduleMessages)[K] extends readonly string[]
      ? readonly string[]
      : string;
};
