import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeApiClient, createFakeServer } from "../../testing/fakeServer";
import type { AnalyticsEvent } from "./analyticsEvent";
import { analyticsSender } from "./analyticsSender";

const EVENTS: AnalyticsEvent[] = [
  { type: "stepViewed", form_id: 301, step: "FORM-1", kind: "FORM" },
  { type: "fieldErrorShown", form_id: 301, key: "e1_title", kind: "REQUIRED" },
];

function setup() {
  const server = createFakeServer({ "POST /api/analytics/events": () => ({ data: null, message: "ok" }) });
  return { server, client: createFakeApiClient(server.fetch) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("analyticsSender", () => {
  it("hands the batch to the beacon at the contract's path, as JSON, and sends nothing else", async () => {
    const { server, client } = setup();
    const beacon = vi.fn<Navigator["sendBeacon"]>(() => true);
    analyticsSender(client, beacon)(EVENTS);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe("http://panel.test/api/analytics/events");
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe("application/json");
    expect(JSON.parse(await (data as Blob).text())).toEqual({ events: EVENTS });
    expect(server.requests).toEqual([]);
  });

  it("without a beacon, or when the browser refuses it, posts the batch with keepalive and no token", async () => {
    const refused = () => {
      throw new TypeError("beacon refused");
    };
    for (const beacon of [undefined, () => false, refused]) {
      const { server } = setup();
      const keepalive: boolean[] = [];
      const client = createFakeApiClient((request) => {
        keepalive.push(request.keepalive);
        return server.fetch(request);
      });
      analyticsSender(client, beacon)(EVENTS);
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      expect(keepalive).toEqual([true]);
      const [sent] = server.requests;
      expect(sent?.url.pathname).toBe("/api/analytics/events");
      expect(sent?.body).toEqual({ events: EVENTS });
      expect(sent?.headers.get("authorization")).toBeNull();
    }
  });

  it("offline, a refused beacon is the end of it: no request is made or kept for later", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { server, client } = setup();
    analyticsSender(client, () => false)(EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests).toEqual([]);
  });

  it("a failing POST stays silent", async () => {
    const client = createFakeApiClient(() => Promise.reject(new TypeError("Failed to fetch")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    analyticsSender(client, undefined)(EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
