import { useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import { Modal } from "../react/Modal";
import { formatTime, HOURS, MINUTES, timeToMinutes } from "./core/timetableRules";
import { TimeWheel } from "./TimeWheel";

/** Props of {@link TimePickerModal}. */
export interface TimePickerModalProps {
  title: string;
  /** "HH:MM" or empty (starts at 00:00). */
  initial: string;
  onConfirm: (time: string) => void;
  onCancel: () => void;
}

/** A modal with an hour wheel (24) and a minute wheel (60) that returns "HH:MM". */
export function TimePickerModal({ title, initial, onConfirm, onCancel }: TimePickerModalProps) {
  const moduleMessages = useModuleMessages();
  const start = timeToMinutes(initial) ?? 0;
  const [hour, setHour] = useState(Math.floor(start / 60));
  const [minute, setMinute] = useState(start % 60);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      closeLabel={moduleMessages.timePickerCancel}
      className="cr-time-picker"
    >
      <div className="cr-time-picker__wheels" dir="ltr">
        <TimeWheel
          label={moduleMessages.timePickerHour}
          count={HOURS}
          value={hour}
          onChange={setHour}
          autoFocus
        />
        <span className="cr-time-picker__colon" aria-hidden="true">
          :
        </span>
        <TimeWheel
          label={moduleMessages.timePickerMinute}
          count={MINUTES}
          value={minute}
          onChange={setMinute}
        />
      </div>
      <div className="cr-actions">
        <button
          type="button"
          className="cr-button cr-button--primary"
          onClick={() => onConfirm(formatTime(hour, minute))}
        >
          {moduleMessages.timePickerConfirm}
        </button>
        <button type="button" className="cr-button" onClick={onCancel}>
          {moduleMessages.timePickerCancel}
        </button>
      </div>
    </Modal>
  );
}
