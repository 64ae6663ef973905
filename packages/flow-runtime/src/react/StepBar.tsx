import { toPersianDigits } from "@ceremony/persian-text";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { type StepBarItem, stepBarItems } from "../core/stepBarItems";
import type { StepKey } from "../core/types";
import { messages, stepTitle } from "../messages";
import { afterNextPaint } from "./afterNextPaint";
import { CheckIcon } from "./CheckIcon";
import {
  hasCutStep,
  isRightToLeft,
  revealWholeStep,
  scrollDeltaToStart,
  scrollportExtent,
} from "./stepBarScroll";

/** Props of {@link StepBar}: the items from `stepBarItems` and what to do when an openable step is chosen. */
export interface StepBarProps {
  items: readonly StepBarItem[];
  onOpen: (stepKey: StepKey) => void;
  /** Accessible name of the bar. */
  label?: string;
}

const statusText: Partial<Record<StepBarItem["status"], string>> = {
  completed: messages.statusCompleted,
  available: messages.statusNext,
  locked: messages.statusLocked,
};

/**
 * The step bar: four steps visible, scrolled on mount so the first incomplete step starts the view (mirrored in
 * right-to-left), the current step marked with `aria-current="step"` and announced in a live region, later
 * steps not openable; after a resize the offset is re-aligned on whole steps so no label is cut at the edge. Arrow keys move focus in visual order; Home and End jump to the ends.
 */
export function StepBar({ items: given, onOpen, label = messages.stepsLabel }: StepBarProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<StepKey, HTMLButtonElement>());
  const [focusKey, setFocusKey] = useState<StepKey>();

  // A tapped step is marked current at once and opened after that frame is painted: opening a step replaces the
  // whole step below (a form unmounted, another mounted), and the tap should not wait for it to show it was heard.
  const [opening, setOpening] = useState<StepKey>();
  const givenCurrentKey = given.find((item) => item.status === "current")?.step.key;
  const [shownGivenKey, setShownGivenKey] = useState(givenCurrentKey);
  if (shownGivenKey !== givenCurrentKey) {
    setShownGivenKey(givenCurrentKey);
    setOpening(undefined);
  }
  const cancelOpen = useRef<() => void>(undefined);
  useEffect(() => () => cancelOpen.current?.(), []);
  const items =
    opening === undefined
      ? given
      : stepBarItems(
          given.map((item) => item.step),
          opening,
        );
  function open(key: StepKey) {
    cancelOpen.current?.();
    if (key === givenCurrentKey) {
      // Tapped back to the step still shown before the other one opened: stay.
      cancelOpen.current = undefined;
      setOpening(undefined);
      return;
    }
    setOpening(key);
    cancelOpen.current = afterNextPaint(() => {
      cancelOpen.current = undefined;
      onOpen(key);
    });
  }

  const current = items.find((item) => item.status === "current");
  const firstIncompleteKey = items.find((item) => item.isFirstIncomplete)?.step.key;
  const currentKey = current?.step.key;
  const tabbableKey =
    focusKey !== undefined && items.some((item) => item.step.key === focusKey)
      ? focusKey
      : (currentKey ?? firstIncompleteKey ?? items[0]?.step.key);

  useLayoutEffect(() => {
    const container = scroller.current;
    const button = firstIncompleteKey === undefined ? undefined : buttons.current.get(firstIncompleteKey);
    const item = button?.closest("li");
    if (!container || !item) return;
    const delta = scrollDeltaToStart(
      scrollportExtent(container),
      item.getBoundingClientRect(),
      isRightToLeft(container),
    );
    container.scrollLeft += delta;
  }, [firstIncompleteKey]);

  // The step kept in view: the current one, else the first incomplete one.
  const keptKey = currentKey ?? firstIncompleteKey;
  const keptInView = useRef(keptKey);
  keptInView.current = keptKey;

  const shownCurrent = useRef(currentKey);
  useLayoutEffect(() => {
    // Mount belongs to the first incomplete step; after that, a newly opened step is kept in view.
    if (shownCurrent.current === currentKey) return;
    shownCurrent.current = currentKey;
    const container = scroller.current;
    if (container && currentKey !== undefined) revealWholeStep(container, currentKey);
  }, [currentKey]);

  useLayoutEffect(() => {
    // Scroll offsets are pixels but steps are a quarter of the bar: when the bar or the window changes size
    // (rotation, a resized window, the browser's full-page capture), the old offset can leave a step cut at the
    // edge. Re-align on whole steps, keeping the current step in view.
    const container = scroller.current;
    if (!container) return;
    const realign = () => {
      const key = keptInView.current;
      if (key !== undefined && hasCutStep(container)) revealWholeStep(container, key);
    };
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(realign);
    observer?.observe(container);
    window.addEventListener("resize", realign);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", realign);
    };
  }, []);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const forward = event.key === (isRightToLeft(event.currentTarget) ? "ArrowLeft" : "ArrowRight");
    const backward = event.key === (isRightToLeft(event.currentTarget) ? "ArrowRight" : "ArrowLeft");
    let target: number | undefined;
    if (forward) target = Math.min(index + 1, last);
    else if (backward) target = Math.max(index - 1, 0);
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = last;
    const key = target === undefined ? undefined : items[target]?.step.key;
    if (key === undefined) return;
    event.preventDefault();
    setFocusKey(key);
    buttons.current.get(key)?.focus();
  }

  const total = items.length;
  return (
    <nav className="flow-stepbar" aria-label={label}>
      <div className="flow-stepbar__scroller" ref={scroller} data-testid="flow-stepbar-scroller">
        <ol className="flow-stepbar__list">
          {items.map((item, index) => {
            const { step, status, openable, number } = item;
            const extra = statusText[status];
            return (
              <li key={step.key} className="flow-stepbar__item" data-status={status} data-step-key={step.key}>
                <button
                  type="button"
                  className="flow-stepbar__button"
                  ref={(node) => {
                    if (node) buttons.current.set(step.key, node);
                    else buttons.current.delete(step.key);
                  }}
                  aria-current={status === "current" ? "step" : undefined}
                  // Locked steps stay focusable (aria-disabled, not disabled) so screen-reader users find them.
                  aria-disabled={openable ? undefined : true}
                  tabIndex={step.key === tabbableKey ? 0 : -1}
                  onFocus={() => setFocusKey(step.key)}
                  onKeyDown={(event) => moveFocus(event, index)}
                  onClick={() => {
                    if (!openable) return;
                    if (status !== "current" || step.key !== givenCurrentKey) open(step.key);
                  }}
                >
                  <span className="flow-stepbar__marker" aria-hidden="true">
                    {status === "completed" ? <CheckIcon /> : toPersianDigits(number)}
                  </span>
                  <span className="flow-stepbar__title">{stepTitle(step)}</span>
                  {extra === undefined ? null : <span className="flow-sr-only">{`، ${extra}`}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="flow-sr-only" role="status">
        {current ? messages.currentStep(current.number, total, stepTitle(current.step)) : ""}
      </div>
    </nav>
  );
}
