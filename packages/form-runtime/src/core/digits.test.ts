import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsOnly, normalizeDigits, toPersianDigits } from "./digits";

describe("digits", () => {
  it("normalises Persian and Arabic-Indic digits", () => {
    expect(normalizeDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normalizeDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeDigits("۱٫۵")).toBe("1.5");
  });
  it("keeps digits only", () => {
    expect(digitsOnly("۱۲a-3 ٤")).toBe("1234");
    expect(digitsOnly("abc")).toBe("");
  });
  it("round-trips through Persian digits", () => {
    fc.assert(fc.property(fc.nat(), (n) => normalizeDigits(toPersianDigits(n)) === String(n)));
  });
});
