import { describe, expect, it } from "vitest";
import { formatJalali, jalaliParts } from "./jalali";
import { jalaliMonthLength, jalaliToUnix } from "./jalaliDate";
import { formatNumber, formatToman, numberToWords } from "./money";

describe("money", () => {
  it("formats tomans with separators and Persian digits", () => {
    expect(formatNumber(1234567)).toBe("۱٬۲۳۴٬۵۶۷");
    expect(formatToman(100000)).toBe("۱۰۰٬۰۰۰ تومان");
    expect(formatNumber(-5000)).toBe("-۵٬۰۰۰");
  });
  it("writes amounts in Persian words", () => {
    expect(numberToWords(100000)).toBe("صد هزار");
    expect(numberToWords(2500000)).toBe("دو میلیون و پانصد هزار");
    expect(numberToWords(1015)).toBe("یک هزار و پانزده");
    expect(numberToWords(0)).toBe("صفر");
  });
});

describe("jalali", () => {
  it("formats unix seconds in Tehran time as jYYYY/jMM/jD - hh:mm", () => {
    // 2024-03-19T20:30:00Z is 1403/01/01 00:00 in Tehran (+03:30): a UTC machine would show 1402.
    expect(formatJalali(1710880200)).toBe("۱۴۰۳/۰۱/۱ - ۰۰:۰۰");
    expect(formatJalali(1710880200, { time: false })).toBe("۱۴۰۳/۰۱/۱");
  });
  it("round-trips Jalali dates through unix seconds", () => {
    const seconds = jalaliToUnix(1370, 6, 31);
    expect(jalaliParts(new Date(seconds * 1000))).toEqual({ year: 1370, month: 6, day: 31 });
  });
  it("knows month lengths, including Esfand in a leap year", () => {
    expect(jalaliMonthLength(1402, 1)).toBe(31);
    expect(jalaliMonthLength(1402, 7)).toBe(30);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1402, 12)).toBe(29);
  });
});
