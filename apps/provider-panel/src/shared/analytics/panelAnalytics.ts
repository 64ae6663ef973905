import type { ApiClient } from "@ceremony/api-client";
import type { FlowEventHandler } from "@ceremony/flow-runtime";
import type { FormEventHandler } from "@ceremony/form-runtime";
import { type AnalyticsEvent, flowAnalyticsEvent, formAnalyticsEvent } from "./analyticsEvent";
import { analyticsSender } from "./analyticsSender";
import { createEventBatcher } from "./createEventBatcher";

/** The engines' `onEvent` adapters of the panel, for one form or flow. */
export interface PanelAnalytics {
  form(formId: number): FormEventHandler;
  flow(formId: number): FlowEventHandler;
}

/** The contract's largest batch. */
const MAX_BATCH = 50;
const DELAY_MS = 3000;

const built = new WeakMap<ApiClient, PanelAnalytics>();

/**
 * One queue of analytics events per client for the life of the page, sent in batches (see createEventBatcher) and
 * at once when the page is hidden or left: a flow left by closing the tab still reports where it stopped.
 */
export function panelAnalytics(client: ApiClient): PanelAnalytics {
  let analytics = built.get(client);
  if (!analytics) {
    const queue = createEventBatcher<AnalyticsEvent>({
      send: analyticsSender(client),
      maxBatch: MAX_BATCH,
      delayMs: DELAY_MS,
    });
    window.addEventListener("pagehide", () => queue.setHidden(true));
    window.addEventListener("pageshow", () => queue.setHidden(false));
    document.addEventListener("visibilitychange", () =>
      queue.setHidden(document.visibilityState === "hidden"),
    );
    analytics = {
      form: (formId) => (event) => queue.add(formAnalyticsEvent(formId, event)),
      flow: (formId) => (event) => queue.add(flowAnalyticsEvent(formId, event)),
    };
    built.set(client, analytics);
  }
  return analytics;
}
