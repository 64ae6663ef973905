import { useState } from "react";
import { toPersianDigits } from "../../core/digits";
import {
  addJalaliMonths,
  compareJalaliDays,
  daysInJalaliMonth,
  formatJalaliDay,
  type JalaliDay,
  weekdayFromSaturday,
} from "../../core/jalali";
import { jalaliMonthNames, weekDayNames } from "../../core/messages";
import { useMessages } from "../../react/useMessages";

/** A month grid of the Jalali calendar: Persian month names, week from Saturday, optional upper limit. */
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
  const [view, setView] = useState(() => ({
    year: (selected ?? today).year,
    month: (selected ?? today).month,
  }));
  const count = daysInJalaliMonth(view.year, view.month);
  const lead = weekdayFromSaturday({ year: view.year, month: view.month, day: 1 });
  const cells: (number | null)[] = [...Array.from({ length: lead }, () => null)];
  for (let d = 1; d <= count; d++) cells.push(d);
  const nextBlocked =
    max !== null && compareJalaliDays({ ...addJalaliMonths(view.year, view.month, 1), day: 1 }, max) > 0;
  return (
    <fieldset
      className="fr-calendar"
      aria-label={messages.chooseDate}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !onEscape) return;
        event.stopPropagation();
        onEscape();
      }}
    >
      <div className="fr-calendar-head">
        <button
          type="button"
          className="fr-link"
          aria-label={messages.previousMonth}
          onClick={() => setView(addJalaliMonths(view.year, view.month, -1))}
        >
          ›
        </button>
        <span aria-live="polite">
          {jalaliMonthNames[view.month]} {toPersianDigits(view.year)}
        </span>
        <button
          type="button"
          className="fr-link"
          aria-label={messages.nextMonth}
          disabled={nextBlocked}
          onClick={() => setView(addJalaliMonths(view.year, view.month, 1))}
        >
          ‹
        </button>
      </div>
      <fieldset className="fr-calendar-grid" aria-label={`${jalaliMonthNames[view.month]} ${view.year}`}>
        {weekDayNames.map((name) => (
          <span key={name} className="fr-calendar-weekday" aria-hidden="true">
            {name}
          </span>
        ))}
        {cells.map((day, index) =>
          day === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: leading blanks before day 1 have no identity but position.
            <span key={`blank-${index}`} />
          ) : (
            <DayButton
              key={day}
              day={{ year: view.year, month: view.month, day }}
              selected={selected}
              today={today}
              max={max}
              onPick={onPick}
            />
          ),
        )}
      </fieldset>
    </fieldset>
  );
}

function DayButton({
  day,
  selected,
  today,
  max,
  onPick,
}: {
  readonly day: JalaliDay;
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
