import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";
import { ANALYTICS_LOG_MESSAGE } from "./routes";

const LIMITS = { trustProxyHops: 1, analyticsPerWindow: 60, analyticsWindowSeconds: 60 };
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures, config: LIMITS, logFormat: "json" });
});
beforeEach(() => {
  Object.assign(server.deps.config, LIMITS);
  server.clock.advance(61_000);
  server.log.lines.length = 0;
});
afterAll(async () => {
  await server.close();
});

const EVERY_KIND = [
  { type: "stepViewed", form_id: 7, step: "FORM-3", kind: "FORM" },
  { type: "fieldErrorShown", form_id: 7, key: "e12_name", kind: "REQUIRED" },
  { type: "submitResult", form_id: 7, mode: "create", outcome: "invalid", error_count: 1 },
  { type: "uploadFailed", form_id: 7, key: "e14_photos", folder: "gallery" },
  { type: "stepCompleted", form_id: 7, step: "FORM-3", kind: "FORM" },
  { type: "formAbandoned", form_id: 7, last_step: "PRICE_SERVICE-4", time_spent_ms: 41_250 },
];

const send = (events: unknown[], ip = "198.51.100.1") =>
  server.contract.call(server.built.app, "logAnalyticsEvents", {
    headers: { "x-forwarded-for": ip },
    body: { events },
  });

/** The analytics lines logged so far, parsed. */
const logged = () =>
  server.log.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === ANALYTICS_LOG_MESSAGE);

describe("POST /api/analytics/events", () => {
  it("logs each event of a batch as one JSON line with its fields, without a sign-in", async () => {
    const r = await send(EVERY_KIND);
    expect(r.status).toBe(200);
    const lines = logged();
    expect(lines.map(({ time: _t, level: _l, msg: _m, ...event }) => event)).toEqual(EVERY_KIND);
    expect(lines.every((l) => l.level === "info")).toBe(true);
  });

  it("refuses a batch over 50 events with the contract's message, and logs none of it", async () => {
    const event = EVERY_KIND[0];
    expect((await send(Array.from({ length: 50 }, () => event))).status).toBe(200);
    server.log.lines.length = 0;
    const r = await send(Array.from({ length: 51 }, () => event));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      message: "هر بار حداکثر ۵۰ رویداد فرستاده می‌شود.",
      code: 1001,
      details: [{ path: "/body/events" }],
    });
    expect((await send([])).status).toBe(400);
    expect(logged()).toEqual([]);
  });

  it("the contract keeps values and unknown events out of the log: the whole batch is refused", async () => {
    const cases: unknown[] = [
      { type: "fieldErrorShown", form_id: 7, key: "e12_national_code", kind: "REGEX", value: "0012345678" },
      { type: "fieldTyped", form_id: 7, key: "e12_name" },
      { type: "fieldErrorShown", form_id: 7, key: "e12_name", kind: "TOO_SHORT" },
      { type: "stepViewed", form_id: 0, step: "FORM-3", kind: "FORM" },
      { type: "formAbandoned", form_id: 7, last_step: "FORM-3", time_spent_ms: -1 },
    ];
    for (const bad of cases) {
      const r = await send([EVERY_KIND[0], bad]);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ code: 1001 });
    }
    expect(logged()).toEqual([]);
  });

  it("one client gets 60 batches a minute, then 429 with Retry-After; other clients are not affected", async () => {
    const batch = [EVERY_KIND[0]];
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) statuses.push((await send(batch)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const refused = await send(batch);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 1015 });
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(logged()).toHaveLength(60);
    expect((await send(batch, "198.51.100.2")).status).toBe(200);
    server.clock.advance(61_000);
    expect((await send(batch)).status).toBe(200);
  });
});
