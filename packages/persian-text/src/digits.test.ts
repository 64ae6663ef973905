import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsOnly, parseInteger, toLatinDigits, toPersianDigits } from "./digits";

const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";

describe("toLatinDigits", () => {
  it("converts Persian and Arabic-Indic digits and the Arabic decimal separator", () => {
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("۱٫۵")).toBe("1.5");
    expect(toLatinDigits("۰۹۱۲٠١٢٣")).toBe("09120123");
  });
  it("keeps every other character, the ZWNJ and letters included", () => {
    expect(toLatinDigits("پلاک ۱۲\u200cالف abc")).toBe("پلاک 12\u200cالف abc");
  });
  it("changes nothing in text without Persian or Arabic-Indic digits", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const clean = s.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b]/g, "");
        return toLatinDigits(clean) === clean;
      }),
    );
  });
  it("maps either script digit by digit to the same Latin number", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1 }), (values) => {
        const latin = values.join("");
        const persian = values.map((d) => PERSIAN[d]).join("");
        const arabic = values.map((d) => ARABIC[d]).join("");
        return toLatinDigits(persian) === latin && toLatinDigits(arabic) === latin;
      }),
    );
  });
});

describe("toPersianDigits", () => {
  it("shows numbers and strings in Persian digits", () => {
    expect(toPersianDigits(1403)).toBe("۱۴۰۳");
    expect(toPersianDigits("1403/01/05")).toBe("۱۴۰۳/۰۱/۰۵");
  });
  it("round-trips with toLatinDigits", () => {
    fc.assert(fc.property(fc.nat(), (n) => toLatinDigits(toPersianDigits(n)) === String(n)));
    fc.assert(
      fc.property(fc.string(), (s) => {
        const latinOnly = toLatinDigits(s);
        return toLatinDigits(toPersianDigits(latinOnly)) === latinOnly;
      }),
    );
  });
});

describe("digitsOnly", () => {
  it("normalises then keeps digits only", () => {
    expect(digitsOnly("۱۲a-3 ٤")).toBe("1234");
    expect(digitsOnly("abc")).toBe("");
  });
});

describe("parseInteger", () => {
  it("parses any digit script and returns null for zero, empty or non-numeric input", () => {
    expect(parseInteger("۱۲۳۴۵")).toBe(12345);
    expect(parseInteger(" 42 ")).toBe(42);
    expect(parseInteger(7)).toBe(7);
    expect(parseInteger("0")).toBeNull();
    expect(parseInteger("")).toBeNull();
    expect(parseInteger("12a")).toBeNull();
    expect(parseInteger("-3")).toBeNull();
    expect(parseInteger("99999999999999999999")).toBeNull();
    expect(parseInteger(null)).toBeNull();
    expect(parseInteger(undefined)).toBeNull();
  });
  it("reads back every positive safe integer written in Persian digits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (n) => parseInteger(toPersianDigits(n)) === n,
      ),
    );
  });
});
