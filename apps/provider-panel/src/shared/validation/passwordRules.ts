import { toLatinDigits } from "@ceremony/persian-text";
import { passwordMessages } from "../../messages/password";
import { validationMessages } from "../../messages/validation";
import { codeError, compact } from "./rules";

// Password and amount rules live apart from rules.ts so the /signin chunk does not carry them.
const v = { ...validationMessages, ...passwordMessages };

/** Minimum password length of section 9. */
export const PASSWORD_MIN = 8;

/** A new password: required and at least 8 characters. */
export function passwordError(raw: string): string | undefined {
  if (!raw) return v.required;
  if (raw.length < PASSWORD_MIN) return v.passwordMin;
  return undefined;
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

/** The contract's smallest deposit, in tomans. */
const TOP_UP_MIN = 1;

/** Top-up amount: digits only, under 16 digits, not zero. */
export function amountError(raw: string): string | undefined {
  const text = toLatinDigits(raw).replace(/[,٬\s]/g, "");
  if (!/^\d*$/.test(text)) return v.format;
  if (text.length >= 16) return v.format;
  if (!text) return v.enterAmount;
  // A visible «۰» is an amount, just too small: asking to "enter an amount" would read as a glitch.
  if (Number(text) < TOP_UP_MIN) return v.amountAboveZero;
  return undefined;
}
