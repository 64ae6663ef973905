import { requireProfile } from "../../auth/requireProfile";
import type { Feature } from "../../context/feature";
import { ErrorCode, httpError } from "../../http/errors";
import { invalidInput } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { messages } from "../../messages";

const MAX_REQUESTS = 20;
/** Only reads: a batch must not become a way around per-call validation of writes. */
const METHODS = new Set(["GET"]);

interface SubRequest {
  identifier: string;
  method: string;
  url: string;
}

function parseRequests(raw: unknown): SubRequest[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    invalidInput("requests", "non-empty array");
  }
  if (raw.length > MAX_REQUESTS) throw httpError(400, messages.batchTooMany, ErrorCode.invalidRequest);
  return raw.map((item, i) => {
    const r = (item ?? {}) as Record<string, unknown>;
    const method = typeof r.method === "string" ? r.method.toUpperCase() : "GET";
    const url = typeof r.url === "string" ? r.url : "";
    const identifier =
      typeof r.identifier === "string" || typeof r.identifier === "number" ? String(r.identifier) : "";
    // Only this API's own relative paths, and never the batch itself (no recursion, no outside hosts). The
    // resolved path is checked too: `/api/../pay/1` or `/api/%2e%2e/…` must not step outside /api/.
    const resolved = new URL(url, "http://batch.invalid").pathname;
    if (
      !METHODS.has(method) ||
      !url.startsWith("/api/") ||
      url.startsWith("/api/batch") ||
      url.includes("//") ||
      !resolved.startsWith("/api/") ||
      resolved.startsWith("/api/batch")
    ) {
      throw httpError(400, messages.batchBadUrl, ErrorCode.invalidRequest, [
        { path: `/body/requests/${i}`, message: "relative /api/ url" },
      ]);
    }
    return { identifier, method, url };
  });
}

/** Runs GET sub-requests through the app itself with the caller's Authorization and Profile-Id, in order. */
export const batchFeature: Feature = {
  name: "batch",
  routes(app, deps) {
    const on = typedRoutes(app);
    on.post("/api/batch", requireProfile(deps), async (c, io) => {
      const requests = parseRequests(io.body.requests);
      const headers: Record<string, string> = {};
      for (const name of ["authorization", "profile-id"]) {
        const value = c.req.header(name);
        if (value) headers[name] = value;
      }
      const origin = new URL(c.req.url).origin;
      const data = [];
      for (const r of requests) {
        const init: RequestInit = { method: r.method, headers: { ...headers } };
        const response = await app.request(new URL(r.url, origin).toString(), init, c.env);
        const text = await response.text();
        let body: Record<string, unknown> | null = null;
        try {
          body = text === "" ? null : (JSON.parse(text) as Record<string, unknown>);
        } catch {
          body = null;
        }
        data.push({ identifier: r.identifier, response: { status_code: response.status, body } });
      }
      return io.ok(data);
    });
  },
};
