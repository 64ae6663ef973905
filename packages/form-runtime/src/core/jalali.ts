import { toPersianDigits } from "@ceremony/persian-text";
import { getDate } from "date-fns-jalali/getDate";
import { getDaysInMonth } from "date-fns-jalali/getDaysInMonth";
import { getMonth } from "date-fns-jalali/getMonth";
import { getYear } from "date-fns-jalali/getYear";
import { newDate } from "date-fns-jalali/newDate";

/** Iran's offset from UTC (+03:30, no daylight saving since 2022). */
export const TEHRAN_OFFSET_SECONDS = 12_600;

/** A Jalali calendar day; `month` is 0-based (0 = Farvardin). */
export interface JalaliDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

// date-fns-jalali works on local dates: going through local noon of the same Gregorian day keeps the
// machine's time zone out of the result.
function localNoon(gy: number, gm: number, gd: number): Date {
  return new Date(gy, gm, gd, 12);
}

/** The Jalali day, in Tehran, of a unix time in seconds. */
export function jalaliDayOf(seconds: number): JalaliDay {
  const tehran = new Date((seconds + TEHRAN_OFFSET_SECONDS) * 1000);
  const local = localNoon(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate());
  return { year: getYear(local), month: getMonth(local), day: getDate(local) };
}

/** Unix seconds of 00:00 Tehran time of a Jalali day. */
export function secondsOfJalaliDay({ year, month, day }: JalaliDay): number {
  const local = newDate(year, month, day, 12);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / 1000 - TEHRAN_OFFSET_SECONDS;
}

/** Number of days in a Jalali month. */
export function daysInJalaliMonth(year: number, month: number): number {
  return getDaysInMonth(newDate(year, month, 1, 12));
}

/** Day of week counted from Saturday (0 = Saturday … 6 = Friday). */
export function weekdayFromSaturday(day: JalaliDay): number {
  return (newDate(day.year, day.month, day.day, 12).getDay() + 1) % 7;
}

/** Compare two Jalali days: negative, zero or positive. */
export function compareJalaliDays(a: JalaliDay, b: JalaliDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Add months to a (year, month) pair. */
export function addJalaliMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const total = year * 12 + month + delta;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** `1403/01/05` in Persian digits. */
export function formatJalaliDay({ year, month, day }: JalaliDay): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return toPersianDigits(`${year}/${pad(month + 1)}/${pad(day)}`);
}
