import {
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  normalizeMobile,
  toLatinDigits,
  toPersianDigits,
} from "@ceremony/persian-text";
import { validationMessages } from "../../messages/validation";

const v = validationMessages;

/** Per-field error messages of a form; a missing key means the field is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** One-time code length and minimum password length of section 9. */
export const CODE_LENGTH = 5;
export const PASSWORD_MIN = 8;

/** Phone: required, 11 characters after normalising, 09xxxxxxxxx; a short number is told how many digits it lacks. */
export function phoneError(raw: string): string | undefined {
  const phone = normalizeMobile(raw);
  if (!phone) return v.required;
  if (MOBILE_PATTERN.test(phone)) return undefined;
  if (!/^\d+$/.test(phone) || !"09".startsWith(phone.slice(0, 2))) return v.mobileFormat;
  if (phone.length < MOBILE_LENGTH) return v.mobileShort(toPersianDigits(MOBILE_LENGTH - phone.length));
  return phone.length > MOBILE_LENGTH ? v.mobileLong : v.mobileFormat;
}

/** One-time code: exactly 5 digits of any script. */
export function codeError(raw: string, emptyMessage: string = v.required): string | undefined {
  const code = toLatinDigits(raw).trim();
  if (!code) return emptyMessage;
  if (!/^\d+$/.test(code)) return v.format;
  if (code.length !== CODE_LENGTH) return v.codeLength;
  return undefined;
}

/** A new password: required and at least 8 characters. */
export function passwordError(raw: string): string | undefined {
  if (!raw) return v.required;
  if (raw.length < PASSWORD_MIN) return v.passwordMin;
  return undefined;
}

/** Top-up amount: digits only, under 16 digits, not zero. */
export function amountError(raw: string): string | undefined {
  const text = toLatinDigits(raw).replace(/[,٬\s]/g, "");
  if (!/^\d*$/.test(text)) return v.format;
  if (text.length >= 16) return v.format;
  if (!text || Number(text) === 0) return v.enterAmount;
  return undefined;
}

/** Drops the valid fields (undefined) from a form's per-field results. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) if (errors[key]) out[key] = errors[key];
  return out;
}

/** Password sign-in: phone and password required. */
export function validatePasswordSignin(values: { phone: string; password: string }) {
  return compact({ phone: phoneError(values.phone), password: values.password ? undefined : v.required });
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
