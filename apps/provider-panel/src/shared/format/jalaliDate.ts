import { TZDate } from "@date-fns/tz";
import { newDate } from "date-fns-jalali/newDate";

/** Unix seconds of a Jalali day at noon, Tehran time (noon keeps the day stable across time zones). */
export function jalaliToUnix(year: number, month: number, day: number): number {
  const local = newDate(year, month - 1, day);
  const tehran = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 12, 0, 0, "Asia/Tehran");
  return Math.floor(tehran.getTime() / 1000);
}

/** Number of days in a Jalali month. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  const first = newDate(year, 11, 1);
  const next = newDate(year + 1, 0, 1);
  return Math.round((next.getTime() - first.getTime()) / 86_400_000);
}
