import { useId, useRef, useState } from "react";
import { formatJalaliDay, jalaliDayOf, secondsOfJalaliDay } from "../../core/jalali";
import { Dialog } from "../../dialog/Dialog";
import type { ElementRendererProps } from "../../react/types";
import { useMessages } from "../../react/useMessages";
import { JalaliCalendar } from "./JalaliCalendar";

/**
 * Input types 13 and 14: a Jalali date, held as unix seconds of 00:00 Tehran time. The picker opens in the shared
 * modal dialog; "today" (and the no-future limit) come from `adapters.now`, the server's clock when the app gives
 * it, else the device's.
 */
export function DateField({
  element,
  value,
  onChange,
  error,
  disabled,
  ids,
  adapters,
}: ElementRendererProps<"date">) {
  const messages = useMessages();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const selected = value === null ? null : jalaliDayOf(value);
  const now = adapters.now ? adapters.now() : Date.now();
  const today = jalaliDayOf(Math.floor(now / 1000));
  // The focused control disappears with the choice: focus returns to the date button.
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
          aria-haspopup="dialog"
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
      <Dialog open={open && !disabled} onDismiss={close} labelledBy={titleId}>
        <div className="fr-dialog-panel">
          <div className="fr-dialog-head">
            <h2 id={titleId} className="fr-dialog-title">
              {messages.chooseDate}
            </h2>
            <button type="button" className="fr-link" aria-label={messages.calendarClose} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
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
        </div>
      </Dialog>
    </div>
  );
}
