/** A server-supplied regex that form elements point at with validation_id. */
export interface Validation {
  id: number;
  /** Persian message shown instead of the generic REGEX text. */
  message: string;
  /** JavaScript RegExp source, no flags; every pattern is a plain character class run so it cannot backtrack badly. */
  regex: string;
}

/** Validation ids. */
export const ValidationId = {
  persianLetters: 1,
  persianText: 2,
  digits: 3,
  landline: 4,
  nationalCode: 5,
  shaba: 6,
  mobile: 7,
  legalNationalId: 8,
  economicCode: 9,
} as const;

/** The regexes; Persian ranges are written as \u escapes, as real server patterns are. */
export const VALIDATIONS: readonly Validation[] = [
  {
    id: ValidationId.persianLetters,
    message: "فقط حروف فارسی وارد کنید.",
    regex: "^[\\u0600-\\u06FF\\u200c ]+$",
  },
  {
    id: ValidationId.persianText,
    message: "فقط حروف فارسی و عدد وارد کنید.",
    regex: "^[\\u0600-\\u06FF\\u200c 0-9،.()-]+$",
  },
  // The message names the length too: a 10-digit number told "only digits" leaves the provider nothing to fix.
  { id: ValidationId.digits, message: "فقط عدد وارد کنید، حداکثر ۹ رقم.", regex: "^[0-9]{1,9}$" },
  {
    id: ValidationId.landline,
    message: "تلفن ثابت را با کد شهر و به صورت ۱۱ رقم وارد کنید.",
    regex: "^0[1-8][0-9]{9}$",
  },
  { id: ValidationId.nationalCode, message: "کد ملی باید ۱۰ رقم باشد.", regex: "^[0-9]{10}$" },
  {
    id: ValidationId.shaba,
    message: "شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد.",
    regex: "^(IR|ir)[0-9]{24}$",
  },
  { id: ValidationId.mobile, message: "شماره موبایل باید به شکل ۰۹xxxxxxxxx باشد.", regex: "^09[0-9]{9}$" },
  { id: ValidationId.legalNationalId, message: "شناسه ملی باید ۱۱ رقم باشد.", regex: "^[0-9]{11}$" },
  { id: ValidationId.economicCode, message: "کد اقتصادی باید ۱۲ رقم باشد.", regex: "^[0-9]{12}$" },
];
