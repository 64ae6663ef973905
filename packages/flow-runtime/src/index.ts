/** Formats a number with Persian digits (۱۲۳): `toPersianDigits` of @ceremony/persian-text, kept under its old name. */
export { toPersianDigits as persianNumber } from "@ceremony/persian-text";
export {
  canOpen,
  firstIncomplete,
  firstIncompleteIndex,
  isCompleted,
  type StepStatus,
  stepStatus,
} from "./core/completion";
export { FlowDataError } from "./core/FlowDataError";
export type { FlowEvent, FlowEventHandler } from "./core/flowEvents";
export {
  createFlowState,
  currentStep,
  type FlowAction,
  type FlowNavigation,
  type FlowPhase,
  type FlowState,
  flowReducer,
  pendingLoad,
  pendingNavigation,
} from "./core/flowReducer";
export { FINISH_KEY, normalizeSteps } from "./core/normalizeSteps";
export { parseServerSteps } from "./core/parseServerSteps";
export { resolveStep, stepAfter } from "./core/resolveStep";
export { type StepBarItem, stepBarItems } from "./core/stepBarItems";
export {
  type FlowStepKind,
  isStepKindName,
  STEP_KIND_NAMES,
  STEP_KINDS,
  type StepKindCode,
  type StepKindName,
  stepKindFromServer,
  UNKNOWN_STEP_KIND,
} from "./core/stepKinds";
export type { FlowAdapter, FlowKind, FlowStep, ServerStep, StepKey } from "./core/types";
export { messages, stepTitle } from "./messages";
export { FinishStep } from "./react/FinishStep";
export { FlowView, type FlowViewProps } from "./react/FlowView";
export { Spinner } from "./react/Spinner";
export { StepBar, type StepBarProps } from "./react/StepBar";
export type { StepDoneResult, StepProps, StepRegistry } from "./react/StepRegistry";
export { UnknownStep } from "./react/UnknownStep";
export { type FlowHandle, type FlowLocationChange, type UseFlowOptions, useFlow } from "./react/useFlow";
export {
  createMemoryFlowAdapter,
  type MemoryFlowOptions,
  type MemoryFlowServer,
} from "./testing/createMemoryFlowAdapter";
