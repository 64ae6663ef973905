import { toPersianDigits } from "@ceremony/persian-text";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import type { Timetable, TimetablePeriod } from "../core/types";
import { CopyDayModal } from "./CopyDayModal";
import {
  copyDayTo,
  normalizeTimetable,
  periodsOfDay,
  presetPeriods,
  type TimetableFailure,
  type TimetablePreset,
  validateTimetable,
  WEEKDAY_COUNT,
} from "./core/timetableRules";
import { TimePickerModal } from "./TimePickerModal";
import "../modules.css";

/** Props of {@link TimetableEditor}. */
export interface TimetableEditorProps {
  initial?: Partial<Timetable> | null;
  /** Receives the timetable after each change (to keep a draft), not on the first render. */
  onChange?: (timetable: Timetable) => void;
  /** Receives the timetable once it validates; the button stays busy until it settles. */
  onSave: (timetable: Timetable) => Promise<unknown> | undefined;
}

type PickerTarget = { at: number; end: "from" | "to" };

/**
 * The weekly timetable: a 24-hour switch, weekday tabs from Saturday to Friday, the selected day's
 * periods with time-picker wheels, and validation on save that highlights the first failing period
 * and selects its day.
 */
export function TimetableEditor({ initial, onChange, onSave }: TimetableEditorProps) {
  const moduleMessages = useModuleMessages();
  const baseId = useId();
  const [table, setTable] = useState<Timetable>(() => normalizeTimetable(initial));
  // The first table is what was loaded: only later ones were typed.
  const loaded = useRef(table);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (table !== loaded.current) changed.current?.(table);
  }, [table]);
  const [day, setDay] = useState(0);
  const [failure, setFailure] = useState<TimetableFailure | null>(null);
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [copying, setCopying] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const failedRow = useRef<HTMLLIElement | null>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const weekError = useRef<HTMLParagraphElement | null>(null);

  useEffect(() => {
    if (!failure) return;
    if (failure.problem === "noPeriods") {
      weekError.current?.scrollIntoView?.({ block: "center" });
      addButton.current?.focus({ preventScroll: true });
    } else failedRow.current?.querySelector("button")?.focus();
  }, [failure]);

  const presets: Array<[TimetablePreset, string]> = [
    ["officeHours", moduleMessages.timetablePresetOfficeHours],
    ["allDayWeek", moduleMessages.timetablePresetAllDayWeek],
    ["evenings", moduleMessages.timetablePresetEvenings],
  ];
  const dayName = moduleMessages.weekdays[day] ?? "";

  const dayPeriods = periodsOfDay(table.periods, day);

  const updatePeriod = (at: number, patch: Partial<TimetablePeriod>) => {
    setTable((t) => ({ ...t, periods: t.periods.map((p, i) => (i === at ? { ...p, ...patch } : p)) }));
    setFailure(null);
  };

  const removePeriod = (at: number) => {
    setTable((t) => ({ ...t, periods: t.periods.filter((_, i) => i !== at) }));
    setFailure(null);
  };

  const addPeriod = () => {
    setTable((t) => ({ ...t, periods: [...t.periods, { day, from: "", to: "" }] }));
    setFailure(null);
  };

  const onTabKey = (event: KeyboardEvent) => {
    // Right-to-left: the left arrow moves to the next day.
    const delta: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1 };
    let next: number | null = null;
    const step = delta[event.key];
    if (step !== undefined) next = (day + step + WEEKDAY_COUNT) % WEEKDAY_COUNT;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = WEEKDAY_COUNT - 1;
    if (next === null) return;
    event.preventDefault();
    setDay(next);
    tabs.current[next]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTimetable(table, moduleMessages);
    setFailure(found);
    if (found) {
      setDay(found.day);
      return;
    }
    setBusy(true);
    try {
      await onSave(table);
    } finally {
      setBusy(false);
    }
  };

  const pickerPeriod = picker ? table.periods[picker.at] : undefined;

  return (
    <form className="cr-timetable" dir="rtl" onSubmit={submit} noValidate>
      <label className="cr-check">
        <input
          type="checkbox"
          checked={table.active_all_time}
          onChange={(event) => {
            const checked = event.target.checked;
            setTable((t) => ({ ...t, active_all_time: checked }));
            setFailure(null);
          }}
        />
        <span>{moduleMessages.timetableAllTime}</span>
      </label>

      {table.active_all_time ? null : (
        <>
          <div className="cr-tabs" role="tablist" aria-label={moduleMessages.timetableDays}>
            {moduleMessages.weekdays.map((name, index) => {
              const count = periodsOfDay(table.periods, index).length;
              return (
                <button
                  key={name}
                  ref={(el) => {
                    tabs.current[index] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${index}`}
                  aria-selected={index === day}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={index === day ? 0 : -1}
                  className={`cr-tab ${failure?.day === index ? "cr-tab--invalid" : ""}`}
                  onClick={() => setDay(index)}
                  onKeyDown={onTabKey}
                >
                  {name}
                  {count > 0 ? <span className="cr-tab__count">{toPersianDigits(count)}</span> : null}
                </button>
              );
            })}
          </div>
          <div
            className="cr-tabpanel"
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={`${baseId}-tab-${day}`}
          >
            {dayPeriods.length === 0 ? (
              <p className="cr-module-note">{moduleMessages.timetableNoTimes}</p>
            ) : null}
            {table.periods.length === 0 ? (
              // Offered while the week is empty, so choosing one never overwrites typed hours.
              <fieldset className="cr-timetable__presets">
                <legend>{moduleMessages.timetablePresets}</legend>
                {presets.map(([preset, label]) => (
                  <button
                    key={preset}
                    type="button"
                    className="cr-button"
                    onClick={() => {
                      setTable((t) => ({ ...t, periods: presetPeriods(preset) }));
                      setFailure(null);
                    }}
                  >
                    {label}
                  </button>
                ))}
              </fieldset>
            ) : null}
            <ul className="cr-periods">
              {dayPeriods.map(({ period, at }, index) => {
                const failed = failure?.day === day && failure.index === index;
                const errorId = `${baseId}-error-${at}`;
                return (
                  <li
                    key={at}
                    ref={failed ? failedRow : undefined}
                    className={`cr-period ${failed ? "cr-period--invalid" : ""}`}
                    data-invalid={failed || undefined}
                  >
                    {(["from", "to"] as const).map((end) => (
                      <button
                        key={end}
                        type="button"
                        className="cr-button cr-period__time"
                        aria-describedby={failed ? errorId : undefined}
                        aria-invalid={failed || undefined}
                        onClick={() => setPicker({ at, end })}
                      >
                        <span className="cr-period__end">
                          {end === "from" ? moduleMessages.timetableFrom : moduleMessages.timetableTo}
                        </span>{" "}
                        <span dir="ltr">
                          {period[end] ? toPersianDigits(period[end]) : moduleMessages.timetableChoose}
                        </span>
                      </button>
                    ))}
                    <button
                      type="button"
                      className="cr-button cr-button--danger"
                      onClick={() => removePeriod(at)}
                    >
                      {moduleMessages.timetableRemove}
                    </button>
                    {failed ? (
                      <p id={errorId} className="cr-field-error" role="alert">
                        {failure.message}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <div className="cr-actions">
              <button ref={addButton} type="button" className="cr-button" onClick={addPeriod}>
                {moduleMessages.timetableAddTime}
              </button>
              {dayPeriods.length > 0 ? (
                <button type="button" className="cr-button" onClick={() => setCopying(true)}>
                  {moduleMessages.timetableCopyDay(dayName)}
                </button>
              ) : null}
            </div>
          </div>
        </>
      )}

      {failure?.problem === "noPeriods" ? (
        <p ref={weekError} className="cr-field-error" role="alert">
          {failure.message}
        </p>
      ) : null}

      <button type="submit" className="cr-button cr-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? moduleMessages.saving : moduleMessages.save}
      </button>

      {copying ? (
        <CopyDayModal
          from={day}
          onCancel={() => setCopying(false)}
          onConfirm={(days) => {
            setTable((t) => copyDayTo(t, day, days));
            setFailure(null);
            setCopying(false);
          }}
        />
      ) : null}

      {picker && pickerPeriod ? (
        <TimePickerModal
          title={moduleMessages.timePickerTitleOf(
            moduleMessages.weekdays[pickerPeriod.day] ?? "",
            picker.end === "from" ? moduleMessages.timetableFrom : moduleMessages.timetableTo,
          )}
          initial={pickerPeriod[picker.end]}
          onCancel={() => setPicker(null)}
          onConfirm={(time) => {
            updatePeriod(picker.at, { [picker.end]: time });
            setPicker(null);
          }}
        />
      ) : null}
    </form>
  );
}
