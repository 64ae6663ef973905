import { jalaliParts } from "../format/jalali";
import { jalaliMonthLength, jalaliToUnix } from "../format/jalaliDate";
import type { BirthParts } from "./BirthDateSelects";

/** The birth date selects' parts of Unix seconds; empty parts when there is no date. */
export function birthPartsOf(seconds: number | null): BirthParts {
  if (!seconds) return { day: "", month: "", year: "" };
  const p = jalaliParts(new Date(seconds * 1000));
  return { day: String(p.day), month: String(p.month), year: String(p.year) };
}

/** Unix seconds of the chosen birth date (a day past the month's end is clamped), or null while a part is empty. */
export function birthPartsToUnix(parts: BirthParts): number | null {
  if (!parts.day || !parts.month || !parts.year) return null;
  const year = Number(parts.year);
  const month = Number(parts.month);
  return jalaliToUnix(year, month, Math.min(Number(parts.day), jalaliMonthLength(year, month)));
}
