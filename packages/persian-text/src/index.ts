// Persian text rules shared by the engines, the panel and the server. Pure functions and constants, no
// dependencies: every export can be tree-shaken on its own.

export { bankOfSheba } from "./bankOfSheba";
export { digitsOnly, parseInteger, toLatinDigits, toPersianDigits } from "./digits";
export { jalaliMonthNames, weekDayFullNames, weekDayNames } from "./jalaliNames";
export { normalizePersianLetters } from "./letters";
export { isMobile, MOBILE_LENGTH, MOBILE_PATTERN, normalizeMobile } from "./mobile";
export { isValidNationalCode, NATIONAL_CODE_LENGTH, NATIONAL_CODE_PATTERN } from "./nationalCode";
export { type NumberRefusal, numberRefusal } from "./numberRefusal";
export { isPersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN } from "./personName";
export {
  isValidSheba,
  normalizeSheba,
  SHEBA_DIGITS,
  SHEBA_LENGTH,
  SHEBA_PATTERN,
  shebaFromDigits,
} from "./sheba";
export { tomanAmount } from "./tomanAmount";
