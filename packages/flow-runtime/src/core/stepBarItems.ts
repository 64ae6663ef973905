import { firstIncompleteIndex, type StepStatus, stepStatus } from "./completion";
import type { FlowStep, StepKey } from "./types";

/** Everything the step bar displays for one step; the bar computes nothing itself. */
export interface StepBarItem {
  step: FlowStep;
  /** 1-based position in the flow, shown as the step's number. */
  number: number;
  status: StepStatus;
  /** False only for `locked` steps. */
  openable: boolean;
  /** True for the first incomplete step: the bar starts scrolled to it. */
  isFirstIncomplete: boolean;
}

/** The bar's items for a flow and the step being shown. */
export function stepBarItems(steps: readonly FlowStep[], currentKey: StepKey | undefined): StepBarItem[] {
  const first = firstIncompleteIndex(steps);
  return steps.map((step, index) => {
    const status = stepStatus(steps, step.key, currentKey) ?? "locked";
    return {
      step,
      number: index + 1,
      status,
      openable: index <= first,
      isFirstIncomplete: index === first,
    };
  });
}
