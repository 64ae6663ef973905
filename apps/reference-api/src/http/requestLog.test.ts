import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context/env";
import { memoryLogger } from "../kernel/log";
import { requestLog } from "./requestLog";

function appWithLog(enabled = true) {
  const log = memoryLogger("json");
  const app = new Hono<AppEnv>();
  app.use("*", requestLog(log, enabled));
  app.onError((_error, c) => c.json({ failed: c.var.requestId }, 500));
  app.get("/ok", (c) => c.json({ id: c.var.requestId }));
  app.get("/boom", () => {
    throw new Error("boom");
  });
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  const entries = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, log, entries };
}

describe("request log", () => {
  it("writes one JSON object per request: time, level, msg, request id, method, path, status, duration", async () => {
    const { app, log, entries } = appWithLog();
    const res = await app.request("/ok?secret=x");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { id: string }).id).toBe(id);
    expect(log.lines).toHaveLength(1);
    const [entry] = entries();
    expect(entry).toMatchObject({
      level: "info",
      msg: "request",
      request_id: id,
      method: "GET",
      path: "/ok",
      status: 200,
    });
    expect(new Date(String(entry?.time)).toISOString()).toBe(entry?.time);
    expect(entry?.duration_ms).toBeTypeOf("number");
  });

  it("keeps a proxy's plain request id, replaces a strange one, logs errors as errors and skips passing probes", async () => {
    const { app, entries } = appWithLog();
    const kept = await app.request("/ok", { headers: { "x-request-id": "edge-42.a:b" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-42.a:b");
    const replaced = await app.request("/ok", { headers: { "x-request-id": "a b\u00e9" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("a b\u00e9");
    const failed = await app.request("/boom");
    expect(failed.status).toBe(500);
    await app.request("/healthz");
    expect(entries().map((e) => [e.level, e.path, e.status])).toEqual([
      ["info", "/ok", 200],
      ["info", "/ok", 200],
      ["error", "/boom", 500],
    ]);
  });

  it("with LOG_REQUESTS=off still answers the request id but writes no request lines", async () => {
    const { app, log } = appWithLog(false);
    const res = await app.request("/boom");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines).toEqual([]);
  });
});
