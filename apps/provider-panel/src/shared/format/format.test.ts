import { toPersianDigits } from "@ceremony/persian-text";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns-jalali/format";
import { describe, expect, it } from "vitest";
import { formatJalali, jalaliParts, LAST_DST_END } from "./jalali";
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
  it("after Iran's last daylight saving time reads Tehran's fixed +03:30 exactly as the time zone database does", () => {
    const byDatabase = (seconds: number) =>
      toPersianDigits(format(new TZDate(seconds * 1000, "Asia/Tehran"), "yyyy/MM/d - HH:mm"));
    // Every 7 h 13 min for ten years from the last switch, so every hour of the day and every day of the year
    // comes up, including each Nowruz and the switch itself.
    for (let s = LAST_DST_END - 3600; s < LAST_DST_END + 10 * 365 * 86_400; s += 7 * 3600 + 13 * 60)
      expect(formatJalali(s), String(s)).toBe(byDatabase(s));
  });
  it("before it, follows the season's offset: 1400/04/10 12:00 UTC was 16:30 in Tehran (+04:30)", () => {
    expect(formatJalali(Date.UTC(2021, 6, 1, 12) / 1000)).toBe("۱۴۰۰/۰۴/۱۰ - ۱۶:۳۰");
    expect(formatJalali(Date.UTC(2021, 11, 1, 12) / 1000)).toBe("۱۴۰۰/۰۹/۱۰ - ۱۵:۳۰");
  });
  it("refuses what is not a time, as date-fns does, so a malformed answer reaches the error view", () => {
    for (const bad of ["x", Number.NaN, Number.POSITIVE_INFINITY, undefined])
      expect(() => formatJalali(bad as unknown as number)).toThrow(RangeError);
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
