import {
  isPersonName,
  isValidNationalCode,
  isValidSheba,
  NATIONAL_CODE_PATTERN,
  normalizeSheba,
  SHEBA_DIGITS,
  SHEBA_LENGTH,
  SHEBA_PATTERN,
  toLatinDigits,
  toPersianDigits,
} from "@ceremony/persian-text";
import { identityMessages } from "../../messages/identity";
import { validationMessages } from "../../messages/validation";
import { compact } from "./rules";

// Identity fields (sign-up and profile) live apart from rules.ts so the sign-in screens do not load them.
const v = validationMessages;
const id = identityMessages;

/** First or last name: required; then persian-text's rule (the contract's `PersonName`). */
export function nameError(raw: string): string | undefined {
  if (!raw.trim()) return v.required;
  return isPersonName(raw) ? undefined : v.format;
}

/** A legal profile (a company) has no personal names or birth date: only its sheba is checked. */
export function validateCompanyProfile(values: { sheba: string }, shebaRequired: boolean) {
  return compact({ sheba: shebaError(values.sheba, shebaRequired) });
}

/** National code: required, 10 characters, pattern, and the check digit. */
export function nationalCodeError(raw: string): string | undefined {
  const code = toLatinDigits(raw).trim();
  if (!code) return v.required;
  if (code.length !== 10 || !NATIONAL_CODE_PATTERN.test(code)) return v.format;
  if (!isValidNationalCode(code)) return id.nationalCodeInvalid;
  return undefined;
}

/** Sheba: required only when the general key says so; IR + 24 digits, 26 characters, mod-97; a short one is told how many digits it lacks. */
export function shebaError(raw: string, required: boolean): string | undefined {
  const sheba = normalizeSheba(raw);
  if (!sheba) return required ? v.required : undefined;
  if (/^IR\d*$/.test(sheba) && sheba.length < SHEBA_LENGTH)
    return id.shebaShort(toPersianDigits(SHEBA_DIGITS - (sheba.length - 2)));
  if (sheba.length !== SHEBA_LENGTH || !SHEBA_PATTERN.test(sheba)) return id.shebaFormat;
  if (!isValidSheba(sheba)) return id.shebaInvalid;
  return undefined;
}

/** Birth date selects: all three required. */
export function birthSelectsError(parts: { day: string; month: string; year: string }): string | undefined {
  return parts.day && parts.month && parts.year ? undefined : id.birthDate;
}

/** Registration form of /signup. */
export function validateSignup(
  values: {
    firstName: string;
    lastName: string;
    nationalCode: string;
    sheba: string;
    day: string;
    month: string;
    year: string;
  },
  shebaRequired: boolean,
) {
  return compact({
    firstName: nameError(values.firstName),
    lastName: nameError(values.lastName),
    nationalCode: nationalCodeError(values.nationalCode),
    sheba: shebaError(values.sheba, shebaRequired),
    birthDate: birthSelectsError(values),
  });
}

/** Profile edit: names, sheba and a birth date that is not in the future. */
export function validateProfile(
  values: { firstName: string; lastName: string; sheba: string; birthDate: number | null },
  shebaRequired: boolean,
  nowSeconds: number,
) {
  return compact({
    firstName: nameError(values.firstName),
    lastName: nameError(values.lastName),
    sheba: shebaError(values.sheba, shebaRequired),
    birthDate:
      values.birthDate === null ? id.birthDate : values.birthDate > nowSeconds ? id.futureDate : undefined,
  });
}
