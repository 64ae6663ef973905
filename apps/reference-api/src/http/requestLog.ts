import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context/env";
import type { Logger } from "../kernel/log";

/** A request id a proxy may hand in (`X-Request-Id`): kept when short and plain, else replaced. */
const FORWARDED_ID = /^[\w.:-]{1,64}$/;

/** Paths a balancer polls every few seconds: logged only when they fail. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * One log line per request (`request`: request_id, method, path, status, duration_ms), and the request id on the
 * answer (`X-Request-Id`) and in `c.var.requestId` so error lines name the request a user reports.
 */
export function requestLog(log: Logger, enabled = true): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const forwarded = c.req.header("x-request-id") ?? "";
    const id = FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set("requestId", id);
    // Set before the handler, the id starts the headers c.json() builds its answer on, and the headers added later
    // (security, CORS) go onto that same object: no conversion of the answer's headers per middleware. An answer
    // built without them (a raw Response) gets the id after. c.header() after the handler would copy the answer
    // into a new, streamed response.
    c.header("X-Request-Id", id);
    await next();
    if (c.res.status !== 101 && !c.res.headers.has("x-request-id")) c.res.headers.set("X-Request-Id", id);
    if (!enabled) return;
    const status = c.res.status;
    if (PROBES.has(c.req.path) && status < 400) return;
    const fields = {
      request_id: id,
      method: c.req.method,
      path: c.req.path,
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error("request", fields);
    else log.info("request", fields);
  };
}
