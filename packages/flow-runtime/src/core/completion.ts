import type { FlowStep, StepKey } from "./types";

/**
 * Index of the first incomplete step: the first step, FINISH aside, whose `active` flag is false; FINISH's
 * index when every other step is active; -1 for an empty list.
 *
 * The spec's "a step is completed when it is at or before the first step that is not active" is read as
 * "at or before the last step of the leading run of active steps", i.e. `index < firstIncompleteIndex`
 * (see docs/decisions/flow-runtime.md): the first inactive step itself is the first incomplete one.
 */
export function firstIncompleteIndex(steps: readonly FlowStep[]): number {
  if (steps.length === 0) return -1;
  const index = steps.findIndex((step) => step.kind !== "FINISH" && !step.active);
  return index === -1 ? steps.length - 1 : index;
}

/** The first incomplete step (the one a user must do next), or `undefined` for an empty list. */
export function firstIncomplete(steps: readonly FlowStep[]): FlowStep | undefined {
  return steps[firstIncompleteIndex(steps)];
}

/** Index of the step with this key, or -1. */
export function indexOfStep(steps: readonly FlowStep[], key: StepKey): number {
  return steps.findIndex((step) => step.key === key);
}

/** True when the step is completed: it lies strictly before the first incomplete step. FINISH never is. */
export function isCompleted(steps: readonly FlowStep[], key: StepKey): boolean {
  const index = indexOfStep(steps, key);
  return index !== -1 && index < firstIncompleteIndex(steps);
}

/** True when the step may be opened: a completed step or the first incomplete one; later steps may not. */
export function canOpen(steps: readonly FlowStep[], key: StepKey): boolean {
  const index = indexOfStep(steps, key);
  return index !== -1 && index <= firstIncompleteIndex(steps);
}

/**
 * How a step shows in the bar, relative to the step being shown (`currentKey`):
 * `current` shows its number, `completed` a check mark, `available` (the first incomplete step when it is
 * not the current one) and `locked` (any later step) their number; only `locked` cannot be opened.
 */
export type StepStatus = "current" | "completed" | "available" | "locked";

/** The display status of one step; `undefined` when no step has this key. */
export function stepStatus(
  steps: readonly FlowStep[],
  key: StepKey,
  currentKey: StepKey | undefined,
): StepStatus | undefined {
  const index = indexOfStep(steps, key);
  if (index === -1) return undefined;
  if (key === currentKey) return "current";
  const first = firstIncompleteIndex(steps);
  if (index < first) return "completed";
  return index === first ? "available" : "locked";
}
