import { describe, expect, it } from "vitest";
import { decodeElements } from "./decode";
import { messages } from "./messages";
import { createTranslator } from "./translator";

const [mobile, name] = decodeElements([
  { id: 1, name: "mobile", input_type: 1, validation_id: 3 },
  { id: 2, name: "name", input_type: 1 },
]).elements;
if (!mobile || !name) throw new Error("fixture");

describe("createTranslator", () => {
  it("gives the spec's Persian texts by default", () => {
    const t = createTranslator();
    expect(t.messages).toBe(messages);
    expect(t.error("REQUIRED", name)).toBe("پر کردن این فیلد الزامی می باشد");
    expect(t.error("REGEX", name)).toBe("مقدار وارد شده معتبر نمی باشد");
    expect(t.error("INVALID", name)).toBe("خطای مقدار فیلد !");
  });

  it("lets a later layer override texts and per-element errors, falling back to earlier layers", () => {
    const t = createTranslator(
      {
        messages: { required: "Required", submit: "Send" },
        errorMessage: (code) => (code === "INVALID" ? "Bad" : undefined),
      },
      {
        messages: { submit: "Save" },
        errorMessage: (code, element) =>
          code === "REGEX" && element.validationId === 3 ? "شماره موبایل را با ۰۹ شروع کنید" : undefined,
      },
    );
    expect(t.messages.submit).toBe("Save");
    expect(t.messages.loading).toBe(messages.loading);
    expect(t.error("REQUIRED", mobile)).toBe("Required");
    expect(t.error("REGEX", mobile)).toBe("شماره موبایل را با ۰۹ شروع کنید");
    expect(t.error("REGEX", name)).toBe(messages.regex);
    expect(t.error("INVALID", name)).toBe("Bad");
  });

  it("tells a sheba field that fails its pattern what a sheba is, not the generic format text", () => {
    const [sheba] = decodeElements([
      { id: 9007, name: "sheba", input_type: 1, validation_id: 6, setting: { shaba_field: true } },
    ]).elements;
    if (!sheba) throw new Error("fixture");
    const t = createTranslator();
    expect(t.error("REGEX", sheba)).toBe(messages.shebaFormat);
    expect(messages.shebaFormat).toMatch(/IR.*۲۴ رقم/);
    expect(t.error("REGEX", name)).toBe(messages.regex);
  });
});
