import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addJalaliMonths,
  daysInJalaliMonth,
  formatJalaliDay,
  jalaliDayOf,
  secondsOfJalaliDay,
  weekdayFromSaturday,
} from "./jalali";

describe("jalali", () => {
  it("maps 1 Farvardin 1403 to 00:00 Tehran on 20 March 2024, a Wednesday", () => {
    const seconds = secondsOfJalaliDay({ year: 1403, month: 0, day: 1 });
    expect(new Date(seconds * 1000).toISOString()).toBe("2024-03-19T20:30:00.000Z");
    expect(jalaliDayOf(seconds)).toEqual({ year: 1403, month: 0, day: 1 });
    expect(jalaliDayOf(seconds + 86_399)).toEqual({ year: 1403, month: 0, day: 1 });
    expect(weekdayFromSaturday({ year: 1403, month: 0, day: 1 })).toBe(4);
  });
  it("knows month lengths, including leap Esfand", () => {
    expect(daysInJalaliMonth(1403, 0)).toBe(31);
    expect(daysInJalaliMonth(1403, 6)).toBe(30);
    expect(daysInJalaliMonth(1403, 11)).toBe(30);
    expect(daysInJalaliMonth(1402, 11)).toBe(29);
  });
  it("adds months across years and formats in Persian digits", () => {
    expect(addJalaliMonths(1403, 11, 1)).toEqual({ year: 1404, month: 0 });
    expect(addJalaliMonths(1403, 0, -1)).toEqual({ year: 1402, month: 11 });
    expect(formatJalaliDay({ year: 1403, month: 0, day: 5 })).toBe("۱۴۰۳/۰۱/۰۵");
  });
  it("round-trips any day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1300, max: 1500 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 29 }),
        (year, month, day) => {
          expect(jalaliDayOf(secondsOfJalaliDay({ year, month, day }))).toEqual({ year, month, day });
        },
      ),
    );
  });
});
