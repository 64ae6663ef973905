import { toPersianDigits } from "@ceremony/persian-text";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns-jalali/format";
import { getDate } from "date-fns-jalali/getDate";
import { getMonth } from "date-fns-jalali/getMonth";
import { getYear } from "date-fns-jalali/getYear";

const TEHRAN = "Asia/Tehran";
/** Iran's offset from UTC since its last daylight saving time ended (the form-runtime's rule too). */
const TEHRAN_OFFSET_SECONDS = 12_600;
/** 2022-09-21 24:00 at +04:30: the end of Iran's last daylight saving time; Tehran has been +03:30 all year since. */
export const LAST_DST_END = Date.UTC(2022, 8, 21, 19, 30) / 1000;

/** The Jalali year, month (1–12), day, hours and minutes of a moment, in Tehran time. */
function tehranParts(seconds: number) {
  // A malformed answer (a string, NaN) must fail as date-fns fails on it, so the screen shows its error view
  // instead of «NaN/NaN/NaN».
  if (typeof seconds !== "number" || !Number.isFinite(seconds)) throw new RangeError("Invalid time value");
  if (seconds < LAST_DST_END) {
    // Before 2022 Tehran changed offsets with the seasons: the time zone database (through Intl) knows when.
    const [year, month, day, hours, minutes] = format(new TZDate(seconds * 1000, TEHRAN), "yyyy-M-d-H-m")
      .split("-")
      .map(Number);
    return { year: year ?? 0, month: month ?? 0, day: day ?? 0, hours: hours ?? 0, minutes: minutes ?? 0 };
  }
  // Since then the offset is fixed, so no Intl formatter is needed: creating the first one loads the ICU date
  // formatting data, 35–85 ms of one task in chromium, which a list of request cards paid on its first render.
  const wall = new Date((seconds + TEHRAN_OFFSET_SECONDS) * 1000);
  // date-fns-jalali reads a local date: local noon of the same Gregorian day keeps the device's zone out of it.
  const noon = new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 12);
  return {
    year: getYear(noon),
    month: getMonth(noon) + 1,
    day: getDate(noon),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A unix-seconds timestamp as a Jalali date in Tehran time: «۱۴۰۳/۰۱/۵ - ۱۴:۳۰» with time, «۱۴۰۳/۰۱/۵» without. */
export function formatJalali(seconds: number, options: { time?: boolean } = {}): string {
  const p = tehranParts(seconds);
  const date = `${p.year}/${pad(p.month)}/${p.day}`;
  return toPersianDigits(options.time === false ? date : `${date} - ${pad(p.hours)}:${pad(p.minutes)}`);
}

/** The Jalali year, month (1–12) and day of a moment, in Tehran time. */
export function jalaliParts(date: Date): { year: number; month: number; day: number } {
  const { year, month, day } = tehranParts(Math.floor(date.getTime() / 1000));
  return { year, month, day };
}
