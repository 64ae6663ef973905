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

/** One-time code length of section 9. */
export const CODE_LENGTH = 5;

/** Phone: required, 11 characters after normalising, 09xxxxxxxxx; a short number is told how many digits it lacks. */
export function phoneError(raw: string): string | undefined {
  const phone = normalizeMobile(raw);
  if (!phone) return v.required;
  if (MOBILE_PATTERN.test(phone)) return undefined;
  if (!/^\d+$/.test(phone) || !"09".startsWith(phone.slice(0, 2))) return v.mobileFormat;
  if (phone.length < MOBILE_LENGTH) return v.mobileShort(toPersianDigits(MOBILE_LENGTH - phone.length));
  return v.mobileFormat;
}

/** One-time code: exactly 5 digits of any script. */
export function codeError(raw: string, emptyMessage: string = v.required): string | undefined {
  const code = toLatinDigits(raw).trim();
  if (!code) return emptyMessage;
  if (!/^\d+$/.test(code)) return v.format;
  if (code.length !== CODE_LENGTH) return v.codeLength;
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
