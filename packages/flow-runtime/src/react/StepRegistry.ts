import type { ComponentType } from "react";
import type { StepKindName } from "../core/stepKinds";
import type { FlowKind, FlowStep } from "../core/types";

/** What a step reports when its data is saved. */
export interface StepDoneResult {
  /** The id returned by creating the main form; the engine hands it to the app for `?id=`. */
  createdId?: string | number | undefined;
}

/** Props every step component receives from the engine. */
export interface StepProps {
  step: FlowStep;
  /** The content (or link-request) id of this flow, absent until the main form has been created. */
  contentId: string | undefined;
  flowKind: FlowKind;
  /** True when the provider is editing content whose every step was already saved (`FlowState.editing`). */
  editing?: boolean | undefined;
  /** Call after the step's data was saved: the flow advances or reloads (see the decisions file). */
  onDone: (result?: StepDoneResult) => void;
}

/**
 * The app's map from step kind to component, passed to `<FlowView registry>`; there is no global registration.
 * FINISH defaults to {@link FinishStep}; a kind without a component shows the unknown-step notice.
 */
export type StepRegistry = { readonly [K in StepKindName]?: ComponentType<StepProps> };
