import { useId } from "react";
import type { JalaliDay } from "../../core/jalali";
import { Dialog } from "../../dialog/Dialog";
import { useMessages } from "../../react/useMessages";
import { JalaliCalendar } from "./JalaliCalendar";

/** The date field's picker: the shared modal dialog with a title, a close button and the month grid. */
export function DatePickerDialog({
  selected,
  today,
  max,
  onPick,
  onClose,
}: {
  readonly selected: JalaliDay | null;
  readonly today: JalaliDay;
  readonly max: JalaliDay | null;
  readonly onPick: (day: JalaliDay) => void;
  readonly onClose: () => void;
}) {
  const messages = useMessages();
  const titleId = useId();
  return (
    <Dialog open onDismiss={onClose} labelledBy={titleId}>
      <div className="fr-dialog-panel">
        <div className="fr-dialog-head">
          <h2 id={titleId} className="fr-dialog-title">
            {messages.chooseDate}
          </h2>
          <button type="button" className="fr-link" aria-label={messages.calendarClose} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <JalaliCalendar selected={selected} today={today} max={max} onPick={onPick} onEscape={onClose} />
      </div>
    </Dialog>
  );
}
