import { toPersianDigits } from "@ceremony/persian-text";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns-jalali/format";

const TEHRAN = "Asia/Tehran";

/** A unix-seconds timestamp as a Jalali date in Tehran time: «۱۴۰۳/۰۱/۵ - ۱۴:۳۰» with time, «۱۴۰۳/۰۱/۵» without. */
export function formatJalali(seconds: number, options: { time?: boolean } = {}): string {
  const date = new TZDate(seconds * 1000, TEHRAN);
  return toPersianDigits(format(date, options.time === false ? "yyyy/MM/d" : "yyyy/MM/d - HH:mm"));
}

/** The Jalali year, month (1–12) and day of a moment, in Tehran time. */
export function jalaliParts(date: Date): { year: number; month: number; day: number } {
  const zoned = new TZDate(date.getTime(), TEHRAN);
  const [y, m, d] = format(zoned, "yyyy-M-d").split("-").map(Number);
  return { year: y ?? 0, month: m ?? 0, day: d ?? 0 };
}
