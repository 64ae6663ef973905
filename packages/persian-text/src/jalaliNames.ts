/** Persian names of the Jalali months, Farvardin first (index 0 = month 1). */
export const jalaliMonthNames = [
  "فروردین",
  "اردیبهشت",
  "خرداد",
  "تیر",
  "مرداد",
  "شهریور",
  "مهر",
  "آبان",
  "آذر",
  "دی",
  "بهمن",
  "اسفند",
] as const;

/** Week days from Saturday (the first day of the Iranian week), short form. */
export const weekDayNames = ["ش", "ی", "د", "س", "چ", "پ", "ج"] as const;

/** Week days from Saturday, in full (what a screen reader says for a short name). */
export const weekDayFullNames = [
  "شنبه",
  "یکشنبه",
  "دوشنبه",
  "سه‌شنبه",
  "چهارشنبه",
  "پنجشنبه",
  "جمعه",
] as const;
