/**
 * Persian texts of the module editors (price, timetable, location) and of the map picker.
 * The engine keeps its own texts in `src/core/messages.ts`: one messages module per feature area.
 * Texts quoted in the spec are verbatim; the others are natural Persian for the spec's English glosses.
 */
export const moduleMessages = {
  // shared
  save: "ثبت اطلاعات",
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
  priceDigitsOnly: "فقط عدد وارد کنید",
  priceTooLarge: "مقدار باید کمتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰ باشد",
  priceNoServices: "خدمتی برای قیمت‌گذاری وجود ندارد",
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
  timePickerTitle: "انتخاب ساعت",
  timePickerHour: "ساعت",
  timePickerMinute: "دقیقه",
  timePickerConfirm: "تایید",
  timePickerCancel: "انصراف",
  weekdays: ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"] as const,

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
  pickerMap: "نقشه؛ برای جابه‌جایی از کلیدهای جهت‌نما استفاده کنید",
  detailTitle: "مشخصات آدرس",
  detailBack: "بازگشت",
  detailName: "عنوان آدرس",
  detailAddress: "آدرس",
  detailNumber: "پلاک",
  detailUnit: "واحد",
  detailPostalCode: "کد پستی",
  detailSubmit: "ثبت آدرس",
  detailRequired: "پر کردن این فیلد الزامی می باشد",
  detailPattern: "فقط عدد (حداکثر ۶ رقم) وارد کنید",
} as const;

/** The type of {@link moduleMessages}, for overrides in tests and stories. */
export type ModuleMessages = typeof moduleMessages;
