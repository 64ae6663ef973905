import {
  addJalaliMonths,
  compareJalaliDays,
  daysInJalaliMonth,
  type JalaliDay,
  jalaliDayOf,
  secondsOfJalaliDay,
  weekdayFromSaturday,
} from "./jalali";

/** The day `delta` days after `day` (before, when negative). */
export function addJalaliDays(day: JalaliDay, delta: number): JalaliDay {
  // Midday keeps a leap second or an old daylight-saving hour from landing on the neighbouring day.
  return jalaliDayOf(secondsOfJalaliDay(day) + delta * 86_400 + 43_200);
}

/** The same day number in another month, clamped to that month's length (31 Shahrivar → 30 Mehr). */
export function moveJalaliMonths(day: JalaliDay, delta: number): JalaliDay {
  const { year, month } = addJalaliMonths(day.year, day.month, delta);
  return { year, month, day: Math.min(day.day, daysInJalaliMonth(year, month)) };
}

/** `day`, or `max` when it lies after it. */
export function clampJalaliDay(day: JalaliDay, max: JalaliDay | null): JalaliDay {
  return max !== null && compareJalaliDays(day, max) > 0 ? max : day;
}

/**
 * The day focused after a key in a right-to-left month grid (WAI-ARIA date picker dialog pattern): ← next day and
 * → previous day (the week runs from the right), ↑/↓ a week, Home/End the first/last day of the week (Saturday,
 * Friday), PageUp/PageDown a month, with Shift a year; never past `max`. Null for any other key.
 */
export function dayAfterKey(
  focused: JalaliDay,
  key: string,
  shiftKey: boolean,
  max: JalaliDay | null,
): JalaliDay | null {
  let next: JalaliDay;
  switch (key) {
    case "ArrowLeft":
      next = addJalaliDays(focused, 1);
      break;
    case "ArrowRight":
      next = addJalaliDays(focused, -1);
      break;
    case "ArrowDown":
      next = addJalaliDays(focused, 7);
      break;
    case "ArrowUp":
      next = addJalaliDays(focused, -7);
      break;
    case "Home":
      next = addJalaliDays(focused, -weekdayFromSaturday(focused));
      break;
    case "End":
      next = addJalaliDays(focused, 6 - weekdayFromSaturday(focused));
      break;
    case "PageUp":
      next = moveJalaliMonths(focused, shiftKey ? -12 : -1);
      break;
    case "PageDown":
      next = moveJalaliMonths(focused, shiftKey ? 12 : 1);
      break;
    default:
      return null;
  }
  return clampJalaliDay(next, max);
}
