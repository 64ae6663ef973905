import { type ModuleMessages, moduleMessages } from "../../../core/moduleMessages";
import type { Timetable, TimetablePeriod } from "../../core/types";

/** Days are indexed 0 (Saturday) to 6 (Friday). */
export const WEEKDAY_COUNT = 7;
/** The hour wheel offers 0–23. */
export const HOURS = 24;
/** The minute wheel offers 0–59. */
export const MINUTES = 60;

/** Why a period fails. */
export type PeriodProblem = "bothRequired" | "endAfterStart";

/**
 * What fails: the first failing period (its day, its index within that day's list), or `noPeriods` — a week with no
 * time at all outside 24-hour mode, which would publish a service that is never open (`index` is -1 then).
 */
export interface TimetableFailure {
  day: number;
  index: number;
  problem: PeriodProblem | "noPeriods";
  message: string;
}

/** Parses "HH:MM" (24 hours) into minutes since midnight, or null when absent or malformed. */
export function timeToMinutes(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((time ?? "").trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour >= HOURS || minute >= MINUTES) return null;
  return hour * 60 + minute;
}

/** Formats an hour and minute as "HH:MM". */
export function formatTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The periods of one day, in entry order, each with its index in the whole list. */
export function periodsOfDay(
  periods: readonly TimetablePeriod[],
  day: number,
): Array<{ period: TimetablePeriod; at: number }> {
  const out: Array<{ period: TimetablePeriod; at: number }> = [];
  periods.forEach((period, at) => {
    if (period.day === day) out.push({ period, at });
  });
  return out;
}

/** Checks one period: both ends present, then the end after the start. */
export function checkPeriod(period: TimetablePeriod): PeriodProblem | null {
  const from = timeToMinutes(period.from);
  const to = timeToMinutes(period.to);
  if (from === null || to === null) return "bothRequired";
  if (to <= from) return "endAfterStart";
  return null;
}

/**
 * Validates the timetable for saving. In 24-hour mode nothing is checked. Otherwise the week needs a period, and days
 * are walked from Saturday to Friday and each day's periods in order; the first failing one is returned.
 */
export function validateTimetable(
  timetable: Timetable,
  texts: ModuleMessages = moduleMessages,
): TimetableFailure | null {
  if (timetable.active_all_time) return null;
  if (timetable.periods.length === 0)
    return { day: 0, index: -1, problem: "noPeriods", message: texts.timetableNoPeriods };
  for (let day = 0; day < WEEKDAY_COUNT; day++) {
    const ofDay = periodsOfDay(timetable.periods, day);
    for (let index = 0; index < ofDay.length; index++) {
      const entry = ofDay[index];
      if (!entry) continue;
      const problem = checkPeriod(entry.period);
      if (problem) {
        const message =
          problem === "bothRequired" ? texts.timetableBothRequired : texts.timetableEndAfterStart;
        return { day, index, problem, message };
      }
    }
  }
  return null;
}

/** Reads a loaded timetable defensively: unknown days and non-string times are dropped or emptied. */
export function normalizeTimetable(loaded: Partial<Timetable> | null | undefined): Timetable {
  const periods = Array.isArray(loaded?.periods) ? loaded.periods : [];
  return {
    active_all_time: loaded?.active_all_time === true,
    periods: periods
      .filter((p) => Number.isInteger(p?.day) && p.day >= 0 && p.day < WEEKDAY_COUNT)
      .map((p) => ({
        day: p.day,
        from: typeof p.from === "string" ? p.from : "",
        to: typeof p.to === "string" ? p.to : "",
      })),
  };
}

/**
 * The payload saved. In 24-hour mode periods are neither needed nor validated, so only the complete,
 * valid ones are kept (an unfinished row must not reach the server).
 */
export function toTimetablePayload(timetable: Timetable): { timeline: { timetable: Timetable } } {
  const periods = timetable.active_all_time
    ? timetable.periods.filter((p) => checkPeriod(p) === null)
    : timetable.periods;
  return {
    timeline: {
      timetable: {
        active_all_time: timetable.active_all_time,
        periods: periods.map(({ day, from, to }) => ({ day, from, to })),
      },
    },
  };
}

/** The timetable of a kept draft (`{ timetable }`), or null when there is none or it is not a timetable. */
export function draftTimetable(
  draft: Readonly<Record<string, unknown>> | null | undefined,
): Timetable | null {
  const kept = draft?.timetable;
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return null;
  return normalizeTimetable(kept as Partial<Timetable>);
}

/**
 * Copies one day's periods onto other days, replacing what those days had (the provider's "same hours on these days").
 * Periods keep their order; the source day and days not named are left as they are.
 */
export function copyDayTo(timetable: Timetable, from: number, to: readonly number[]): Timetable {
  const targets = new Set(to.filter((d) => d !== from && d >= 0 && d < WEEKDAY_COUNT));
  const source = timetable.periods.filter((p) => p.day === from);
  const kept = timetable.periods.filter((p) => !targets.has(p.day));
  const copies = [...targets].sort((a, b) => a - b).flatMap((day) => source.map((p) => ({ ...p, day })));
  return { ...timetable, periods: [...kept, ...copies] };
}

/** Common weekly hours offered as presets: each gives its periods for the days it covers. */
export type TimetablePreset = "officeHours" | "allDayWeek" | "evenings";

/** The periods of a preset; Friday (6) is off in office hours, as in Iran's working week. */
export function presetPeriods(preset: TimetablePreset): TimetablePeriod[] {
  const days = (list: readonly number[], from: string, to: string) => list.map((day) => ({ day, from, to }));
  if (preset === "officeHours") return days([0, 1, 2, 3, 4, 5], "08:00", "17:00");
  if (preset === "evenings") return days([0, 1, 2, 3, 4, 5, 6], "17:00", "23:00");
  return days([0, 1, 2, 3, 4, 5, 6], "08:00", "23:00");
}
