import { messages } from "../../messages";
import { toLatinDigits } from "../format/digits";
import { isValidNationalCode, NATIONAL_CODE_PATTERN } from "./nationalCode";
import { MOBILE_PATTERN, normalizePhone, PHONE_LENGTH } from "./phone";
import { isValidSheba, normalizeSheba, SHEBA_LENGTH, SHEBA_PATTERN } from "./sheba";

const v = messages.validation;

/** Per-field error messages of a form; a missing key means the field is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** One-time code length and minimum password length of section 9. */
export const CODE_LENGTH = 5;
export const PASSWORD_MIN = 8;
const NAME_PATTERN = /^[A-Za-z0-9\u0600-\u06FF\u200C\s]+$/;

/** Phone: required, 11 characters after normalising, 09xxxxxxxxx. */
export function phoneError(raw: string): string | undefined {
  const phone = normalizePhone(raw);
  if (!phone) return v.required;
  if (phone.length !== PHONE_LENGTH || !MOBILE_PATTERN.test(phone)) return v.format;
  return undefined;
}

/** One-time code: exactly 5 digits of any script. */
export function codeError(raw: string, emptyMessage: string = v.required): string | undefined {
  const code = toLatinDigits(raw).trim();
  if (!code) return emptyMessage;
  if (!/^\d+$/.test(code)) return v.format;
  if (code.length !== CODE_LENGTH) return v.codeLength;
  return undefined;
}

/** First or last name: required; Latin or Persian letters, digits and spaces. */
export function nameError(raw: string): string | undefined {
  const name = raw.trim();
  if (!name) return v.required;
  if (!NAME_PATTERN.test(name)) return v.format;
  return undefined;
}

/** National code: required, 10 characters, pattern, and the check digit. */
export function nationalCodeError(raw: string): string | undefined {
  const code = toLatinDigits(raw).trim();
  if (!code) return v.required;
  if (code.length !== 10 || !NATIONAL_CODE_PATTERN.test(code)) return v.format;
  if (!isValidNationalCode(code)) return v.nationalCodeInvalid;
  return undefined;
}

/** Sheba: required only when the general key says so; IR + 24 digits, 26 characters, mod-97. */
export function shebaError(raw: string, required: boolean): string | undefined {
  const sheba = normalizeSheba(raw);
  if (!sheba) return required ? v.required : undefined;
  if (sheba.length !== SHEBA_LENGTH || !SHEBA_PATTERN.test(sheba)) return v.format;
  if (!isValidSheba(sheba)) return v.shebaInvalid;
  return undefined;
}

/** A new password: required and at least 8 characters. */
export function passwordError(raw: string): string | undefined {
  if (!raw) return v.required;
  if (raw.length < PASSWORD_MIN) return v.passwordMin;
  return undefined;
}

/** Birth date selects: all three required. */
export function birthSelectsError(parts: { day: string; month: string; year: string }): string | undefined {
  return parts.day && parts.month && parts.year ? undefined : v.birthDate;
}

/** Top-up amount: digits only, under 16 digits, not zero. */
export function amountError(raw: string): string | undefined {
  const text = toLatinDigits(raw).replace(/[,٬\s]/g, "");
  if (!/^\d*$/.test(text)) return v.format;
  if (text.length >= 16) return v.format;
  if (!text || Number(text) === 0) return v.enterAmount;
  return undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) if (errors[key]) out[key] = errors[key];
  return out;
}

/** Password sign-in: phone and password required. */
export function validatePasswordSignin(values: { phone: string; password: string }) {
  return compact({ phone: phoneError(values.phone), password: values.password ? undefined : v.required });
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
      values.birthDate === null ? v.birthDate : values.birthDate > nowSeconds ? v.futureDate : undefined,
  });
}

/** Change password: the current one only when the account has one. */
export function validateChangePassword(
  values: { oldPassword: string; newPassword: string; confirm: string },
  hasPassword: boolean,
) {
  return compact({
    oldPassword: hasPassword ? passwordError(values.oldPassword) : undefined,
    newPassword: passwordError(values.newPassword),
    confirm: !values.confirm
      ? v.required
      : values.confirm.length < PASSWORD_MIN
        ? v.passwordMin
        : values.confirm !== values.newPassword
          ? v.passwordMismatch
          : undefined,
  });
}

/** Removing the password requires the current one. */
export function validateRemovePassword(values: { oldPassword: string }) {
  return compact({ oldPassword: values.oldPassword ? undefined : v.enterCurrentPassword });
}

/** Forgot-password confirmation: code, new password and a matching repeat. */
export function validateForgotConfirm(values: { code: string; newPassword: string; confirm: string }) {
  return compact({
    code: codeError(values.code, v.enterCode),
    newPassword: passwordError(values.newPassword),
    confirm: !values.confirm ? v.required : values.confirm !== values.newPassword ? v.confirmPass : undefined,
  });
}

/** New ticket: subject and description required, section optional. */
export function validateTicket(values: { subject: string; description: string }) {
  return compact({
    subject: values.subject.trim() ? undefined : v.required,
    description: values.description.trim() ? undefined : v.required,
  });
}

/** Ticket reply: message required. */
export function validateReply(values: { message: string }) {
  return compact({ message: values.message.trim() ? undefined : v.required });
}
