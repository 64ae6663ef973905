import { useRef, useState } from "react";
import { formatJalaliDay, jalaliDayOf, secondsOfJalaliDay } from "../../core/jalali";
import type { ElementRendererProps } from "../../react/types";
import { useChunk } from "../../react/useChunk";
import { useMessages } from "../../react/useMessages";
import { datePickerChunk } from "./loadDatePicker";

/**
 * Input types 13 and 14: a Jalali date, held as unix seconds of 00:00 Tehran time. The picker opens in the shared
 * modal dialog; "today" (and the no-future limit) come from `adapters.now`, the server's clock when the app gives
 * it, else the device's. The picker is its own chunk: fetched after the field mounts, so it is usually here by the
 * first tap; a tap before that opens it as soon as it arrives.
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
  const picker = useChunk(datePickerChunk);
  const Picker = picker.value;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selected = value === null ? null : jalaliDayOf(value);
  const now = adapters.now ? adapters.now() : Date.now();
  const today = jalaliDayOf(Math.floor(now / 1000));

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (!Picker) picker.need(() => setOpen(false));
  };
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
          aria-busy={open && !Picker ? true : undefined}
          aria-invalid={error !== null}
          aria-describedby={ids.describedBy}
          aria-labelledby={`${ids.label} ${ids.control}`}
          onClick={toggle}
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
      {picker.failed ? (
        <p className="fr-notice fr-notice-error" role="alert">
          {messages.calendarUnavailable}
        </p>
      ) : null}
      {open && !disabled && Picker ? (
        <Picker
          selected={selected}
          today={today}
          max={element.noFuture ? today : null}
          onPick={(day) => {
            onChange(secondsOfJalaliDay(day));
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
