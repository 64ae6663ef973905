import { useRef, useState } from "react";
import { formatJalaliDay, jalaliDayOf, secondsOfJalaliDay } from "../../core/jalali";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";
import { JalaliCalendar } from "./JalaliCalendar";

/** Input types 13 and 14: a Jalali date, held as unix seconds of 00:00 Tehran time. */
export function DateField({ element, value, onChange, error, disabled, ids }: ElementRendererProps<"date">) {
  const messages = useMessages();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selected = value === null ? null : jalaliDayOf(value);
  const today = jalaliDayOf(Math.floor(Date.now() / 1000));
  // The focused day (or the clear link) disappears with the choice: focus returns to the date button.
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <div className="fr-date">
      <div className="fr-row">
        <button
          ref={toggleRef}
          type="button"
          className="fr-input fr-date-toggle"
          id={ids.control}
          disabled={disabled}
          aria-expanded={open}
          aria-invalid={error !== null}
          aria-describedby={ids.describedBy}
          aria-labelledby={`${ids.label} ${ids.control}`}
          onClick={() => setOpen((o) => !o)}
        >
          {selected ? formatJalaliDay(selected) : messages.chooseDate}
        </button>
        {selected && !disabled ? (
          <button
            type="button"
            className="fr-link"
            onClick={() => {
              onChange(null);
              close();
            }}
          >
            {messages.clearDate}
          </button>
        ) : null}
      </div>
      {open && !disabled ? (
        <JalaliCalendar
          selected={selected}
          today={today}
          max={element.noFuture ? today : null}
          onPick={(day) => {
            onChange(secondsOfJalaliDay(day));
            close();
          }}
          onEscape={close}
        />
      ) : null}
    </div>
  );
}
