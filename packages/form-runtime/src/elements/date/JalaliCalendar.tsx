import { jalaliMonthNames, toPersianDigits, weekDayFullNames, weekDayNames } from "@ceremony/persian-text";
import { useEffect, useId, useRef, useState } from "react";
import { clampJalaliDay, dayAfterKey, moveJalaliMonths } from "../../core/calendarKeys";
import {
  addJalaliMonths,
  compareJalaliDays,
  daysInJalaliMonth,
  formatJalaliDay,
  type JalaliDay,
  weekdayFromSaturday,
} from "../../core/jalali";
import { useMessages } from "../../react/useMessages";

/** How many years back the year list reaches (birth dates of the oldest users). */
const YEARS_BACK = 100;
/** How many years ahead it reaches when future days are allowed. */
const YEARS_AHEAD = 20;

/** The weeks of a month as rows of seven cells from Saturday; null before day 1 and after the last day. */
function weeksOf(year: number, month: number): (number | null)[][] {
  const count = daysInJalaliMonth(year, month);
  const cells: (number | null)[] = Array.from(
    { length: weekdayFromSaturday({ year, month, day: 1 }) },
    () => null,
  );
  for (let day = 1; day <= count; day += 1) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The Jalali date picker's month grid (WAI-ARIA date picker dialog pattern, right to left): month and year lists to
 * jump (a birth date 20 years back is three choices, not 240 clicks), a grid with one tab stop whose focused day
 * moves with the arrows, Home/End, PageUp/PageDown (Shift: a year); Enter or Space picks, Escape closes. Days after
 * `max` (the no-future limit, from the server's clock) are disabled and never focused. Persian digits throughout.
 */
export function JalaliCalendar({
  selected,
  today,
  max,
  onPick,
  onEscape,
}: {
  readonly selected: JalaliDay | null;
  readonly today: JalaliDay;
  /** Days after this are disabled (no-future limit). */
  readonly max: JalaliDay | null;
  readonly onPick: (day: JalaliDay) => void;
  /** Escape inside the calendar closes it (the field gives focus back to its button). */
  readonly onEscape?: () => void;
}) {
  const messages = useMessages();
  const [focused, setFocused] = useState(() => clampJalaliDay(selected ?? today, max));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const hintId = useId();
  const { year, month } = focused;

  // Keys move focus with the focused day; a month or year chosen from a list leaves focus on that list.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });

  const lastYear = max ? max.year : today.year + YEARS_AHEAD;
  const firstYear = Math.min(today.year - YEARS_BACK, year);
  const years: number[] = [];
  for (let y = Math.max(lastYear, year); y >= firstYear; y -= 1) years.push(y);
  const jump = (target: { year: number; month: number }) =>
    setFocused(
      clampJalaliDay(
        { ...target, day: Math.min(focused.day, daysInJalaliMonth(target.year, target.month)) },
        max,
      ),
    );
  const nextBlocked =
    max !== null && compareJalaliDays({ ...addJalaliMonths(year, month, 1), day: 1 }, max) > 0;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control of the picker closes it; the controls inside are the interactive ones.
    <div
      className="fr-calendar"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !onEscape) return;
        event.preventDefault();
        event.stopPropagation();
        onEscape();
      }}
    >
      <div className="fr-calendar-head">
        <button
          type="button"
          className="fr-link"
          aria-label={messages.previousMonth}
          onClick={() => setFocused(moveJalaliMonths(focused, -1))}
        >
          ›
        </button>
        <select
          className="fr-calendar-select"
          aria-label={messages.calendarMonth}
          value={month}
          onChange={(event) => jump({ year, month: Number(event.target.value) })}
        >
          {jalaliMonthNames.map((name, index) => (
            <option
              key={name}
              value={index}
              disabled={max !== null && compareJalaliDays({ year, month: index, day: 1 }, max) > 0}
            >
              {name}
            </option>
          ))}
        </select>
        <select
          className="fr-calendar-select"
          aria-label={messages.calendarYear}
          value={year}
          onChange={(event) => jump({ year: Number(event.target.value), month })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {toPersianDigits(y)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="fr-link"
          aria-label={messages.nextMonth}
          disabled={nextBlocked}
          onClick={() => setFocused(clampJalaliDay(moveJalaliMonths(focused, 1), max))}
        >
          ‹
        </button>
      </div>
      <p id={headingId} className="fr-calendar-title" aria-live="polite">
        {jalaliMonthNames[month]} {toPersianDigits(year)}
      </p>
      <p id={hintId} className="fr-visually-hidden">
        {messages.calendarKeys}
      </p>
      <table
        ref={grid}
        className="fr-calendar-grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker dialog pattern is a table with role grid (its cells become gridcells); the day buttons inside hold the roving tab stop.
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        onKeyDown={(event) => {
          const next = dayAfterKey(focused, event.key, event.shiftKey, max);
          if (!next) return;
          event.preventDefault();
          moved.current = true;
          setFocused(next);
        }}
      >
        <thead>
          <tr>
            {weekDayNames.map((name, index) => (
              <th key={name} scope="col" abbr={weekDayFullNames[index]} className="fr-calendar-weekday">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(year, month).map((week) => (
            <tr key={week.find((d) => d !== null)}>
              {week.map((day, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before day 1 and after the last day have no identity but position.
                <td key={index}>
                  {day === null ? null : (
                    <DayButton
                      day={{ year, month, day }}
                      focused={day === focused.day}
                      selected={selected}
                      today={today}
                      max={max}
                      onPick={onPick}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  day,
  focused,
  selected,
  today,
  max,
  onPick,
}: {
  readonly day: JalaliDay;
  readonly focused: boolean;
  readonly selected: JalaliDay | null;
  readonly today: JalaliDay;
  readonly max: JalaliDay | null;
  readonly onPick: (day: JalaliDay) => void;
}) {
  const messages = useMessages();
  const isSelected = selected !== null && compareJalaliDays(day, selected) === 0;
  const blocked = max !== null && compareJalaliDays(day, max) > 0;
  return (
    <button
      type="button"
      className="fr-calendar-day"
      tabIndex={focused ? 0 : -1}
      data-autofocus={focused ? "" : undefined}
      aria-pressed={isSelected}
      aria-current={compareJalaliDays(day, today) === 0 ? "date" : undefined}
      aria-label={formatJalaliDay(day)}
      disabled={blocked}
      title={blocked ? messages.futureDateRefused : undefined}
      onClick={() => onPick(day)}
    >
      {toPersianDigits(day.day)}
    </button>
  );
}
