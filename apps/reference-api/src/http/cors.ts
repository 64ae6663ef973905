import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context/env";

/** Options of {@link corsFor}: the allowed origins and what a preflight grants them. */
export interface CorsOptions {
  origins: ReadonlySet<string>;
  allowHeaders: readonly string[];
  allowMethods: readonly string[];
  exposeHeaders: readonly string[];
  maxAgeSeconds: number;
}

/**
 * CORS for the configured origins only. Unlike hono's `cors`, an ordinary request's headers are added to the final
 * answer after the handler ran, never to a placeholder response before it: hono then copies the handler's answer
 * into a new one, which turns every JSON answer into a streamed web Response on @hono/node-server (its fast path
 * writes a plain string body).
 */
export function corsFor(options: CorsOptions): MiddlewareHandler<AppEnv> {
  const allowHeaders = options.allowHeaders.join(",");
  const allowMethods = options.allowMethods.join(",");
  const exposeHeaders = options.exposeHeaders.join(",");
  const maxAge = String(options.maxAgeSeconds);
  return async (c, next) => {
    const origin = c.req.header("origin") ?? "";
    const allowed = origin !== "" && options.origins.has(origin);
    if (c.req.method === "OPTIONS") {
      const headers = new Headers({ Vary: "Origin" });
      if (allowed) {
        headers.set("Access-Control-Allow-Origin", origin);
        headers.set("Access-Control-Expose-Headers", exposeHeaders);
        headers.set("Access-Control-Max-Age", maxAge);
        headers.set("Access-Control-Allow-Methods", allowMethods);
        headers.set("Access-Control-Allow-Headers", allowHeaders);
        headers.append("Vary", "Access-Control-Request-Headers");
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    // A WebSocket upgrade's answer is not a document the browser reads through CORS.
    if (c.res.status === 101) return;
    const headers = c.res.headers;
    if (allowed) {
      headers.set("Access-Control-Allow-Origin", origin);
      headers.set("Access-Control-Expose-Headers", exposeHeaders);
    }
    headers.append("Vary", "Origin");
  };
}
