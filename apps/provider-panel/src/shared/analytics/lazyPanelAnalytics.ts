import type { ApiClient } from "@ceremony/api-client";
import type { PanelAnalytics } from "./panelAnalytics";

const built = new WeakMap<ApiClient, PanelAnalytics>();

/**
 * The panel's analytics with the batching and sending in their own chunk, fetched by the first event: no screen
 * waits for it to paint. Events that come before it arrives are kept in order and handed over when it does; if it
 * cannot be fetched they stay kept, and the next event fetches again.
 */
export function lazyPanelAnalytics(client: ApiClient): PanelAnalytics {
  let analytics = built.get(client);
  if (analytics) return analytics;
  let loaded: PanelAnalytics | null = null;
  let fetching = false;
  const waiting: ((to: PanelAnalytics) => void)[] = [];
  const deliver = (send: (to: PanelAnalytics) => void) => {
    if (loaded) return send(loaded);
    waiting.push(send);
    if (fetching) return;
    fetching = true;
    import("./panelAnalytics").then(
      (m) => {
        const ready = m.panelAnalytics(client);
        loaded = ready;
        for (const next of waiting.splice(0)) next(ready);
      },
      () => {
        fetching = false;
      },
    );
  };
  analytics = {
    form: (formId) => (event) => deliver((to) => to.form(formId)(event)),
    flow: (formId) => (event) => deliver((to) => to.flow(formId)(event)),
  };
  built.set(client, analytics);
  return analytics;
}
