import type { FlowStepKind } from "./stepKinds";
import type { StepKey } from "./types";

/**
 * What the flow engine reports to an `onEvent` adapter, so a team can see where providers get stuck: steps viewed and
 * completed, and a flow left before its FINISH step (the last step shown and the time since the first).
 */
export type FlowEvent =
  | { readonly type: "stepViewed"; readonly step: StepKey; readonly kind: FlowStepKind }
  | { readonly type: "stepCompleted"; readonly step: StepKey; readonly kind: FlowStepKind }
  | { readonly type: "formAbandoned"; readonly lastStep: StepKey; readonly timeSpentMs: number };

/** The optional analytics adapter; nothing is reported without it, and its exceptions are swallowed. */
export type FlowEventHandler = (event: FlowEvent) => void;
