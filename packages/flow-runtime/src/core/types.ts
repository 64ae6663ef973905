import type { FlowStepKind } from "./stepKinds";

/**
 * One step as the server's `form_process_flow/list` reports it, after the app's adapter picked the fields.
 * `kind` is the numeric index (0 FORM … 1000 FINISH) or a kind name; `id` is optional and, when present,
 * becomes part of the step's key so two steps of one kind stay distinct.
 */
export interface ServerStep {
  kind: number | string;
  title?: string | null | undefined;
  active: boolean;
  id?: string | number | null | undefined;
}

/** A stable identifier of a step, safe for a URL: the kind name (`PRICE_SERVICE`) or kind and id (`FORM-12`). */
export type StepKey = string;

/** A step after normalisation: identified by `key`, never by its position. */
export interface FlowStep {
  key: StepKey;
  kind: FlowStepKind;
  /** The server's numeric index, kept for UNKNOWN steps and for adapters. */
  code: number;
  id: string | undefined;
  /** The server's title; empty when the server sent none (the UI then shows a default title for the kind). */
  title: string;
  /** The server's `active` flag: true once the step's data has been accepted by the server. */
  active: boolean;
}

/** Which flow is running; it picks the page title. */
export type FlowKind = "legalProfile" | "service";

/** The single data source of the engine: the app implements it over its API client. */
export interface FlowAdapter {
  /** Loads the steps for the flow's content; `contentId` is the `?id=` the app keeps, absent before creation. */
  loadSteps(request: { contentId: string | undefined; signal: AbortSignal }): Promise<readonly ServerStep[]>;
}
