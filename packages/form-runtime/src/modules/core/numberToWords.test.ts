import { describe, expect, it } from "vitest";
import { numberToWords } from "./numberToWords";

describe("numberToWords", () => {
  it("writes amounts in Persian words", () => {
    expect(numberToWords(0)).toBe("صفر");
    expect(numberToWords(15)).toBe("پانزده");
    expect(numberToWords(121)).toBe("صد و بیست و یک");
    expect(numberToWords(1500)).toBe("یک هزار و پانصد");
    expect(numberToWords(100_000)).toBe("صد هزار");
    expect(numberToWords(2_030_000)).toBe("دو میلیون و سی هزار");
    expect(numberToWords(999_999_999)).toBe(
      "نهصد و نود و نه میلیون و نهصد و نود و نه هزار و نهصد و نود و نه",
    );
  });
});
