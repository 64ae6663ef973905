import { describe, expect, it } from "vitest";
import {
  checkPeriod,
  copyDayTo,
  formatTime,
  normalizeTimetable,
  periodsOfDay,
  presetPeriods,
  timeToMinutes,
  toTimetablePayload,
  validateTimetable,
} from "./timetableRules";

describe("times", () => {
  it("parses HH:MM within 24 hours and 60 minutes", () => {
    expect(timeToMinutes("08:30")).toBe(510);
    expect(timeToMinutes("23:59")).toBe(1439);
    expect(timeToMinutes("24:00")).toBeNull();
    expect(timeToMinutes("10:60")).toBeNull();
    expect(timeToMinutes("")).toBeNull();
    expect(formatTime(7, 5)).toBe("07:05");
  });
});

describe("checkPeriod", () => {
  it("needs both ends, then the end after the start", () => {
    expect(checkPeriod({ day: 0, from: "", to: "10:00" })).toBe("bothRequired");
    expect(checkPeriod({ day: 0, from: "09:00", to: "" })).toBe("bothRequired");
    expect(checkPeriod({ day: 0, from: "10:00", to: "10:00" })).toBe("endAfterStart");
    expect(checkPeriod({ day: 0, from: "10:00", to: "09:59" })).toBe("endAfterStart");
    expect(checkPeriod({ day: 0, from: "10:00", to: "10:01" })).toBeNull();
  });
});

describe("validateTimetable", () => {
  it("checks nothing in 24-hour mode", () => {
    expect(validateTimetable({ active_all_time: true, periods: [{ day: 0, from: "", to: "" }] })).toBeNull();
  });

  it("returns the first failing period by day (Saturday first) then by order within the day", () => {
    const failure = validateTimetable({
      active_all_time: false,
      periods: [
        { day: 4, from: "", to: "" },
        { day: 2, from: "08:00", to: "12:00" },
        { day: 2, from: "14:00", to: "13:00" },
        { day: 2, from: "", to: "" },
      ],
    });
    expect(failure).toEqual({
      day: 2,
      index: 1,
      problem: "endAfterStart",
      message: "ساعت پایان باید بعد از ساعت شروع باشد",
    });
  });

  it("uses the spec's message for a missing end", () => {
    expect(
      validateTimetable({ active_all_time: false, periods: [{ day: 6, from: "08:00", to: "" }] }),
    ).toEqual({
      day: 6,
      index: 0,
      problem: "bothRequired",
      message: "شروع و پایان باید مقدار داشته باشند",
    });
  });

  it("refuses an empty week outside 24-hour mode (issue 26 item 23)", () => {
    expect(validateTimetable({ active_all_time: false, periods: [] })).toMatchObject({
      problem: "noPeriods",
      message: "هیچ زمانی ثبت نشده است؛ دست‌کم یک بازه زمانی اضافه کنید یا «۲۴ ساعته» را انتخاب کنید",
    });
    expect(validateTimetable({ active_all_time: true, periods: [] })).toBeNull();
  });

  it("passes valid periods", () => {
    expect(
      validateTimetable({ active_all_time: false, periods: [{ day: 1, from: "08:00", to: "09:00" }] }),
    ).toBeNull();
  });
});

describe("normalize and payload", () => {
  it("drops unknown days and non-string times from loaded data", () => {
    const loaded = normalizeTimetable({
      active_all_time: false,
      periods: [
        { day: 9, from: "08:00", to: "09:00" },
        { day: 3, from: "08:00", to: 9 as unknown as string },
      ],
    });
    expect(loaded).toEqual({ active_all_time: false, periods: [{ day: 3, from: "08:00", to: "" }] });
    expect(normalizeTimetable(null)).toEqual({ active_all_time: false, periods: [] });
  });

  it("lists a day's periods with their index in the whole list", () => {
    const periods = [
      { day: 1, from: "", to: "" },
      { day: 0, from: "", to: "" },
      { day: 1, from: "a", to: "" },
    ];
    expect(periodsOfDay(periods, 1).map((p) => p.at)).toEqual([0, 2]);
  });

  it("submits timeline.timetable; in 24-hour mode only complete periods are sent", () => {
    const periods = [
      { day: 0, from: "08:00", to: "09:00" },
      { day: 1, from: "", to: "" },
    ];
    expect(toTimetablePayload({ active_all_time: true, periods })).toEqual({
      timeline: { timetable: { active_all_time: true, periods: [{ day: 0, from: "08:00", to: "09:00" }] } },
    });
    expect(toTimetablePayload({ active_all_time: false, periods }).timeline.timetable.periods).toHaveLength(
      2,
    );
  });
});

describe("copy a day and presets", () => {
  it("copies one day's periods onto other days, replacing theirs and leaving the rest", () => {
    const table = {
      active_all_time: false,
      periods: [
        { day: 0, from: "08:00", to: "12:00" },
        { day: 0, from: "16:00", to: "20:00" },
        { day: 1, from: "09:00", to: "10:00" },
        { day: 3, from: "07:00", to: "08:00" },
      ],
    };
    expect(copyDayTo(table, 0, [1, 2, 0, 9]).periods).toEqual([
      { day: 0, from: "08:00", to: "12:00" },
      { day: 0, from: "16:00", to: "20:00" },
      { day: 3, from: "07:00", to: "08:00" },
      { day: 1, from: "08:00", to: "12:00" },
      { day: 1, from: "16:00", to: "20:00" },
      { day: 2, from: "08:00", to: "12:00" },
      { day: 2, from: "16:00", to: "20:00" },
    ]);
  });

  it("gives valid periods for every preset; office hours leave Friday off", () => {
    for (const preset of ["officeHours", "allDayWeek", "evenings"] as const) {
      const periods = presetPeriods(preset);
      expect(validateTimetable({ active_all_time: false, periods })).toBeNull();
    }
    expect(presetPeriods("officeHours").map((p) => p.day)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
