import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPersianDigits } from "./digits";
import { isValidNationalCode } from "./nationalCode";

/** The check digit of nine digits, computed independently of the implementation's loop. */
function withCheckDigit(nine: number[]): string {
  const sum = nine.reduce((acc, d, i) => acc + d * (10 - i), 0);
  const r = sum % 11;
  return `${nine.join("")}${r < 2 ? r : 11 - r}`;
}

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });

describe("isValidNationalCode", () => {
  it("accepts a code with a correct check digit and refuses typos, short codes and repeated digits", () => {
    expect(isValidNationalCode("0499370899")).toBe(true);
    expect(isValidNationalCode("0499370898")).toBe(false);
    expect(isValidNationalCode("1111111111")).toBe(false);
    expect(isValidNationalCode("049937089")).toBe(false);
    expect(isValidNationalCode("04993708991")).toBe(false);
    expect(isValidNationalCode("04993708a9")).toBe(false);
  });
  it("accepts Persian and Arabic-Indic digits and surrounding spaces", () => {
    expect(isValidNationalCode("۰۴۹۹۳۷۰۸۹۹")).toBe(true);
    expect(isValidNationalCode(" ٠٤٩٩٣٧٠٨٩٩ ")).toBe(true);
  });
  it("accepts every nine digits followed by their check digit, unless all ten are the same", () => {
    fc.assert(
      fc.property(nineDigits, (nine) => {
        const code = withCheckDigit(nine);
        return isValidNationalCode(code) === !/^(\d)\1{9}$/.test(code);
      }),
    );
  });
  it("is the same in every digit script", () => {
    fc.assert(
      fc.property(nineDigits, (nine) => {
        const code = withCheckDigit(nine);
        return isValidNationalCode(toPersianDigits(code)) === isValidNationalCode(code);
      }),
    );
  });
  it("refuses every other last digit", () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 9 }), (nine, delta) => {
        const code = withCheckDigit(nine);
        const wrong = `${code.slice(0, 9)}${(Number(code[9]) + delta) % 10}`;
        return !isValidNationalCode(wrong);
      }),
    );
  });
  it("refuses any single-digit change of 0499370899", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const code = "0499370899".split("");
        code[pos] = String((Number(code[pos]) + delta) % 10);
        return !isValidNationalCode(code.join(""));
      }),
    );
  });
});
