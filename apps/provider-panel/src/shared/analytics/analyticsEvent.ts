import type { components } from "@ceremony/api-client";
import type { FlowEvent } from "@ceremony/flow-runtime";
import type { FormEvent } from "@ceremony/form-runtime";

/** One event as POST /api/analytics/events takes it. */
export type AnalyticsEvent = components["schemas"]["AnalyticsEvent"];

type Schemas = components["schemas"];

// The contract's bounds: an event outside them would make the server refuse its whole batch.
const clip = (text: string, max: number) => text.slice(0, max);
const count = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(n)));
const KEY_MAX = 128;
const STEP_MAX = 64;

/**
 * A form engine's event on the wire, for the form the adapter was built for. The engine's error and step kinds are
 * assigned to the contract's enumerations, so a kind added to either engine fails typecheck until the contract has it.
 */
export function formAnalyticsEvent(formId: number, event: FormEvent): AnalyticsEvent {
  switch (event.type) {
    case "fieldErrorShown": {
      const kind: Schemas["FieldErrorShownEvent"]["kind"] = event.kind;
      return { type: event.type, form_id: formId, key: clip(event.key, KEY_MAX), kind };
    }
    case "submitResult":
      return {
        type: event.type,
        form_id: formId,
        mode: event.mode,
        outcome: event.outcome,
        error_count: count(event.errorCount, 100_000),
      };
    case "uploadFailed":
      return {
        type: event.type,
        form_id: formId,
        key: clip(event.key, KEY_MAX),
        folder: clip(event.folder, 64),
      };
  }
}

/** A flow engine's event on the wire, for the flow of `formId`. */
export function flowAnalyticsEvent(formId: number, event: FlowEvent): AnalyticsEvent {
  if (event.type === "formAbandoned") {
    return {
      type: event.type,
      form_id: formId,
      last_step: clip(event.lastStep, STEP_MAX),
      time_spent_ms: count(event.timeSpentMs, 2_147_483_647),
    };
  }
  const kind: Schemas["AnalyticsStepKind"] = event.kind;
  return { type: event.type, form_id: formId, step: clip(event.step, STEP_MAX), kind };
}
