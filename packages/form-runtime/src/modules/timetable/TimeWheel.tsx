import { toPersianDigits } from "@ceremony/persian-text";
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef } from "react";

/** Height of one wheel item in px; matches `.cr-wheel__option` in modules.css. */
const ITEM_HEIGHT = 44;

function keyTarget(key: string, value: number, count: number): number | null {
  switch (key) {
    case "ArrowDown":
      return value + 1;
    case "ArrowUp":
      return value - 1;
    case "PageDown":
      return Math.min(value + 10, count - 1);
    case "PageUp":
      return Math.max(value - 10, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** Props of {@link TimeWheel}. */
export interface TimeWheelProps {
  label: string;
  /** Number of values: 24 for hours, 60 for minutes. */
  count: number;
  value: number;
  onChange: (value: number) => void;
  /** Receives focus when its modal opens. */
  autoFocus?: boolean;
}

/**
 * A scroll wheel of two-digit values as an ARIA listbox: arrows, Page Up/Down and Home/End from the
 * keyboard, a click or tap on a value, or a swipe/scroll that snaps to the centred value.
 */
export function TimeWheel({ label, count, value, onChange, autoFocus = false }: TimeWheelProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const el = list.current;
    if (el && Math.round(el.scrollTop / ITEM_HEIGHT) !== value) el.scrollTop = value * ITEM_HEIGHT;
  }, [value]);

  useEffect(
    () => () => {
      if (settle.current) clearTimeout(settle.current);
    },
    [],
  );

  const values = useMemo(() => Array.from({ length: count }, (_, n) => n), [count]);
  const move = (next: number) => onChange(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyTarget(event.key, value, count);
    if (next === null) return;
    event.preventDefault();
    move(next);
  };

  // Options are not focusable on their own (the listbox keeps focus), so a click is read here.
  const onClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-value]") : null;
    if (option) onChange(Number(option.dataset.value));
  };

  // A swipe or mouse-wheel scroll selects the value that ends up in the middle once scrolling settles.
  const onScroll = () => {
    if (settle.current) clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const el = list.current;
      if (!el) return;
      const index = Math.max(0, Math.min(count - 1, Math.round(el.scrollTop / ITEM_HEIGHT)));
      if (index !== value) onChange(index);
    }, 120);
  };

  return (
    <div className="cr-wheel">
      <span className="cr-wheel__label" id={`${baseId}-label`}>
        {label}
      </span>
      <div
        ref={list}
        className="cr-wheel__list"
        role="listbox"
        tabIndex={0}
        data-autofocus={autoFocus || undefined}
        aria-labelledby={`${baseId}-label`}
        aria-activedescendant={`${baseId}-${value}`}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        onClick={onClick}
      >
        {values.map((n) => (
          <div
            key={n}
            data-value={n}
            id={`${baseId}-${n}`}
            role="option"
            aria-selected={n === value}
            tabIndex={-1}
            className="cr-wheel__option"
          >
            {toPersianDigits(String(n).padStart(2, "0"))}
          </div>
        ))}
      </div>
    </div>
  );
}
