import { describe, expect, it } from "vitest";
import { addJalaliDays, dayAfterKey, moveJalaliMonths } from "./calendarKeys";
import { weekdayFromSaturday } from "./jalali";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("calendar keys (right-to-left grid)", () => {
  it("moves by days across month and year ends", () => {
    expect(addJalaliDays(d(1403, 0, 31), 1)).toEqual(d(1403, 1, 1));
    expect(addJalaliDays(d(1403, 0, 1), -1)).toEqual(d(1402, 11, 29));
    // 1403 is a leap year: Esfand has 30 days.
    expect(addJalaliDays(d(1403, 11, 29), 1)).toEqual(d(1403, 11, 30));
  });

  it("maps arrows to the visual direction of a right-to-left week", () => {
    expect(dayAfterKey(d(1403, 0, 15), "ArrowLeft", false, null)).toEqual(d(1403, 0, 16));
    expect(dayAfterKey(d(1403, 0, 15), "ArrowRight", false, null)).toEqual(d(1403, 0, 14));
    expect(dayAfterKey(d(1403, 0, 15), "ArrowDown", false, null)).toEqual(d(1403, 0, 22));
    expect(dayAfterKey(d(1403, 0, 15), "ArrowUp", false, null)).toEqual(d(1403, 0, 8));
  });

  it("Home and End go to Saturday and Friday of the week", () => {
    const home = dayAfterKey(d(1403, 0, 15), "Home", false, null);
    const end = dayAfterKey(d(1403, 0, 15), "End", false, null);
    expect(home && weekdayFromSaturday(home)).toBe(0);
    expect(end && weekdayFromSaturday(end)).toBe(6);
  });

  it("PageUp/PageDown move a month, with Shift a year, clamping the day", () => {
    expect(dayAfterKey(d(1403, 5, 31), "PageDown", false, null)).toEqual(d(1403, 6, 30));
    expect(dayAfterKey(d(1403, 0, 15), "PageUp", true, null)).toEqual(d(1402, 0, 15));
    expect(moveJalaliMonths(d(1403, 11, 30), 12)).toEqual(d(1404, 11, 29));
  });

  it("never goes past the limit and ignores other keys", () => {
    const max = d(1403, 0, 22);
    expect(dayAfterKey(d(1403, 0, 20), "ArrowDown", false, max)).toEqual(max);
    expect(dayAfterKey(d(1403, 0, 20), "PageDown", true, max)).toEqual(max);
    expect(dayAfterKey(d(1403, 0, 20), "a", false, max)).toBeNull();
  });
});
