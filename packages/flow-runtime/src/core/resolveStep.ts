import { canOpen, firstIncomplete, indexOfStep } from "./completion";
import type { FlowStep, StepKey } from "./types";

function findRequested(steps: readonly FlowStep[], requested: string): FlowStep | undefined {
  // An exact key wins; a bare kind name (`?step=FORM` while the key is `FORM-12`) finds the first step of that kind.
  return steps.find((step) => step.key === requested) ?? steps.find((step) => step.kind === requested);
}

/**
 * The step to show for a requested key (the app's `?step=`): that step when it exists and may be opened,
 * otherwise the first incomplete step. So a deep link to a later, locked or unknown step lands where the
 * user has to continue. `undefined` only for an empty list.
 */
export function resolveStep(
  steps: readonly FlowStep[],
  requestedKey: string | undefined,
): FlowStep | undefined {
  const requested = requestedKey === undefined ? undefined : findRequested(steps, requestedKey);
  if (requested !== undefined && canOpen(steps, requested.key)) return requested;
  return firstIncomplete(steps);
}

/** The step right after `key` in flow order, or `undefined` when `key` is last or absent. */
export function stepAfter(steps: readonly FlowStep[], key: StepKey): FlowStep | undefined {
  const index = indexOfStep(steps, key);
  return index === -1 ? undefined : steps[index + 1];
}
