import type { ApiClient, paths } from "@ceremony/api-client";
import type { AnalyticsEvent } from "./analyticsEvent";

const PATH = "/api/analytics/events" satisfies keyof paths;
type Batch = NonNullable<paths[typeof PATH]["post"]["requestBody"]>["content"]["application/json"];

/**
 * Sends a batch without waiting for it: with `navigator.sendBeacon` (it survives the page being left), else, when
 * the beacon is missing or refused and the device is online, a `keepalive` POST through the client. Offline,
 * nothing beyond what the browser's beacon queue takes: analytics never wait for the connection to come back.
 */
export function analyticsSender(
  client: ApiClient,
  beacon: Navigator["sendBeacon"] | undefined = globalThis.navigator?.sendBeacon?.bind(globalThis.navigator),
): (events: readonly AnalyticsEvent[]) => void {
  const url = `${client.context.baseUrls.provider.replace(/\/+$/, "")}${PATH}`;
  return (events) => {
    const body: Batch = { events: [...events] };
    try {
      if (beacon?.(url, new Blob([JSON.stringify(body)], { type: "application/json" }))) return;
    } catch {
      // A beacon the browser refuses outright falls back to the POST below.
    }
    if (!client.context.isOnline()) return;
    client.client.POST(PATH, { body, keepalive: true }).catch(() => undefined);
  };
}
