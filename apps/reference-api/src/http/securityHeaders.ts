import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context/env";

/** Options of the panel's policy: the map's tile host (`tileOriginOf` of MAP_TILE_URL). */
export interface PanelCspOptions {
  /** Allowed as images (OpenLayers draws tiles from <img>) and as connections (a worker that fetches them). */
  tileOrigins?: readonly string[];
}

/**
 * The panel's Content-Security-Policy. No inline script and no eval (script-src 'self' only): the refresh token
 * lives in localStorage, so an injected script must have nowhere to run. React's `style={…}` goes through the
 * CSSOM, which style-src does not govern, so styles need only 'self' too. WebSockets of the same host: CSP 3
 * lets 'self' match ws(s), older engines need the origin written out.
 */
export function panelCsp(requestUrl: string, options: PanelCspOptions = {}): string {
  const url = new URL(requestUrl);
  const ws = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  const tiles = options.tileOrigins ?? [];
  const images = ["'self'", "data:", "blob:", ...tiles].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${images}`,
    "font-src 'self' data:",
    ["connect-src 'self'", ws, ...tiles].join(" "),
    "media-src 'self' blob: data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For answers that are data, not documents (JSON, uploads): nothing may load or frame them. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Adds the security headers every answer carries, keeping a policy a route set itself (the payment page):
 * nosniff, Referrer-Policy, and a CSP — the panel's for documents and scripts (a service worker's script
 * answer sets the worker's own policy), the data policy for the rest.
 */
export function securityHeaders(options: PanelCspOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // A WebSocket upgrade answer carries no document.
    if (c.res.status === 101) return;
    const headers = c.res.headers;
    headers.set("x-content-type-options", "nosniff");
    headers.set("referrer-policy", "strict-origin-when-cross-origin");
    if (!headers.has("content-security-policy")) {
      const type = headers.get("content-type") ?? "";
      const document = /^text\/html|javascript/.test(type);
      headers.set("content-security-policy", document ? panelCsp(c.req.url, options) : DATA_CSP);
    }
    if (!headers.has("x-frame-options")) headers.set("x-frame-options", "DENY");
  };
}
