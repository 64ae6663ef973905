import { useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import { Modal } from "../react/Modal";
import { WEEKDAY_COUNT } from "./core/timetableRules";

/** Props of {@link CopyDayModal}. */
export interface CopyDayModalProps {
  /** The day whose hours are copied (0 Saturday … 6 Friday). */
  from: number;
  onConfirm: (days: number[]) => void;
  onCancel: () => void;
}

/** Chooses the days that take one day's hours; nothing is chosen at first, and confirming needs a day. */
export function CopyDayModal({ from, onConfirm, onCancel }: CopyDayModalProps) {
  const moduleMessages = useModuleMessages();
  const [chosen, setChosen] = useState<number[]>([]);
  const days = Array.from({ length: WEEKDAY_COUNT }, (_, day) => day).filter((day) => day !== from);
  return (
    <Modal
      title={moduleMessages.timetableCopyTitle(moduleMessages.weekdays[from] ?? "")}
      onClose={onCancel}
      closeLabel={moduleMessages.pickerClose}
    >
      <p className="cr-module-note">{moduleMessages.timetableCopyHint}</p>
      <div className="cr-timetable__copy-days">
        {days.map((day) => (
          <label key={day} className="cr-check">
            <input
              type="checkbox"
              checked={chosen.includes(day)}
              onChange={(event) => {
                const on = event.target.checked;
                setChosen((list) => (on ? [...list, day] : list.filter((d) => d !== day)));
              }}
            />
            <span>{moduleMessages.weekdays[day]}</span>
          </label>
        ))}
      </div>
      <div className="cr-actions">
        <button
          type="button"
          className="cr-button cr-button--primary"
          disabled={chosen.length === 0}
          onClick={() => onConfirm(chosen)}
        >
          {moduleMessages.timetableCopyConfirm}
        </button>
        <button type="button" className="cr-button" onClick={onCancel}>
          {moduleMessages.timePickerCancel}
        </button>
      </div>
    </Modal>
  );
}
