import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import { nameError, nationalCodeError, shebaError, validateProfile, validateSignup } from "./identityRules";
import {
  amountError,
  validateChangePassword,
  validateForgotConfirm,
  validateRemovePassword,
} from "./passwordRules";
import { codeError, phoneError, validatePasswordSignin } from "./rules";
import { validateReply, validateTicket } from "./ticketRules";

const v = messages.validation;

describe("phone", () => {
  it("requires 11 characters in the 09 pattern", () => {
    expect(phoneError("")).toBe(v.required);
    expect(phoneError("0912123")).toBe(v.mobileShort("۴"));
    expect(phoneError("08121234567")).toBe(v.mobileFormat);
    expect(phoneError("091212345678")).toBe(v.mobileFormat);
    expect(phoneError("0912abc4567")).toBe(v.mobileFormat);
    expect(phoneError("۰۹۱۲۱۲۳۴۵۶۷")).toBeUndefined();
    expect(phoneError("+98 912 123 4567")).toBeUndefined();
  });

  it("takes a pasted number in Persian or Arabic digits, with spaces, dashes and the country code", () => {
    for (const pasted of [
      "۰۹۱۲ ۱۲۳ ۴۵۶۷",
      "٠٩١٢١٢٣٤٥٦٧",
      "0098-912-123-4567",
      "+۹۸۹۱۲۱۲۳۴۵۶۷",
      " 0912 123 4567 ",
    ])
      expect(phoneError(pasted), pasted).toBeUndefined();
  });

  it("says what is wrong in Persian, not the generic format text", () => {
    for (const wrong of ["0912123", "08121234567", "091212345678"])
      expect(phoneError(wrong)).not.toBe(v.format);
    expect(v.mobileFormat).toMatch(/۱۱ رقم.*۰۹/);
  });
});

describe("national code", () => {
  it("is required, 10 digits of any script, with a correct check digit", () => {
    expect(nationalCodeError("")).toBe(v.required);
    expect(nationalCodeError("12345")).toBe(v.format);
    expect(nationalCodeError("0499370898")).toBe(v.nationalCodeInvalid);
    expect(nationalCodeError("۰۴۹۹۳۷۰۸۹۹")).toBeUndefined();
  });
});

describe("sheba", () => {
  it("is required only when the general key says so", () => {
    expect(shebaError("", true)).toBe(v.required);
    expect(shebaError("", false)).toBeUndefined();
    expect(shebaError("IR12", false)).toBe(messages.validation.shebaShort("۲۲"));
    expect(shebaError("IR8205401026800208179090", false)).toBe(messages.validation.shebaShort("۲"));
    expect(shebaError("XY820540102680020817909002", false)).toBe(messages.validation.shebaFormat);
    expect(shebaError("IR82054010268002081790900x", false)).toBe(messages.validation.shebaFormat);
    expect(shebaError("IR820540102680020817909003", false)).toBe(v.shebaInvalid);
    expect(shebaError("ir820540102680020817909002", true)).toBeUndefined();
  });

  it("takes a pasted sheba with spaces, dashes and Persian digits", () => {
    expect(shebaError("IR82 0540 1026 8002 0817 9090 02", true)).toBeUndefined();
    expect(shebaError("IR82-0540-1026-8002-0817-9090-02", true)).toBeUndefined();
    expect(shebaError("IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲", true)).toBeUndefined();
  });
});

describe("field rules", () => {
  it("one-time code: exactly 5 digits", () => {
    expect(codeError("")).toBe(v.required);
    expect(codeError("12a45")).toBe(v.format);
    expect(codeError("1234")).toBe(v.codeLength);
    expect(codeError("۱۲۳۴۵")).toBeUndefined();
  });
  it("names: Latin, Persian letters, digits and spaces only", () => {
    expect(nameError(" ")).toBe(v.required);
    expect(nameError("Ali <script>")).toBe(v.format);
    expect(nameError("علی\u200cرضا Smith 2")).toBeUndefined();
  });
  it("amount: digits, under 16 digits, not zero", () => {
    expect(amountError("0")).toBe(v.amountAboveZero);
    expect(amountError("۰۰")).toBe(v.amountAboveZero);
    expect(amountError("")).toBe(v.enterAmount);
    expect(amountError("12x")).toBe(v.format);
    expect(amountError("1".repeat(16))).toBe(v.format);
    expect(amountError("۱۰۰٬۰۰۰")).toBeUndefined();
  });
});

describe("form rules", () => {
  it("password sign-in needs phone and password", () => {
    expect(validatePasswordSignin({ phone: "", password: "" })).toEqual({
      phone: v.required,
      password: v.required,
    });
    expect(validatePasswordSignin({ phone: "09121234567", password: "x" })).toEqual({});
  });
  it("signup needs names, national code, birth date and the sheba when required", () => {
    const empty = { firstName: "", lastName: "", nationalCode: "", sheba: "", day: "", month: "", year: "" };
    expect(validateSignup(empty, true)).toEqual({
      firstName: v.required,
      lastName: v.required,
      nationalCode: v.required,
      sheba: v.required,
      birthDate: v.birthDate,
    });
    expect(validateSignup({ ...empty, day: "1", month: "2" }, false).birthDate).toBe(v.birthDate);
    const full = {
      firstName: "علی",
      lastName: "رضایی",
      nationalCode: "0499370899",
      sheba: "",
      day: "1",
      month: "2",
      year: "1370",
    };
    expect(validateSignup(full, false)).toEqual({});
  });
  it("profile birth date may not be in the future", () => {
    const values = { firstName: "a", lastName: "b", sheba: "", birthDate: 2000 };
    expect(validateProfile(values, false, 1000).birthDate).toBe(v.futureDate);
    expect(validateProfile({ ...values, birthDate: null }, false, 1000).birthDate).toBe(v.birthDate);
    expect(validateProfile({ ...values, birthDate: 500 }, false, 1000)).toEqual({});
  });
  it("change password: current only when the account has one, min 8, matching repeat", () => {
    expect(validateChangePassword({ oldPassword: "", newPassword: "", confirm: "" }, true)).toEqual({
      oldPassword: v.required,
      newPassword: v.required,
      confirm: v.required,
    });
    expect(
      validateChangePassword({ oldPassword: "", newPassword: "short", confirm: "short" }, false),
    ).toEqual({
      newPassword: v.passwordMin,
      confirm: v.passwordMin,
    });
    expect(
      validateChangePassword({ oldPassword: "", newPassword: "abcdefgh", confirm: "abcdefgx" }, false),
    ).toEqual({
      confirm: v.passwordMismatch,
    });
    expect(validateRemovePassword({ oldPassword: "" })).toEqual({ oldPassword: v.enterCurrentPassword });
  });
  it("forgot-password confirmation needs the code and matching passwords", () => {
    expect(validateForgotConfirm({ code: "", newPassword: "abcdefgh", confirm: "abcdefgi" })).toEqual({
      code: v.enterCode,
      confirm: v.confirmPass,
    });
  });
  it("ticket and reply need their text", () => {
    expect(validateTicket({ subject: " ", description: "" })).toEqual({
      subject: v.required,
      description: v.required,
    });
    expect(validateReply({ message: "" })).toEqual({ message: v.required });
  });
});
