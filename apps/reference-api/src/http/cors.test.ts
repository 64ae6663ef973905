import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context/env";
import { corsFor } from "./cors";

const app = new Hono<AppEnv>();
app.use(
  "*",
  corsFor({
    origins: new Set(["http://localhost:5173"]),
    allowHeaders: ["Authorization", "Profile-Id"],
    allowMethods: ["GET", "POST"],
    exposeHeaders: ["Retry-After"],
    maxAgeSeconds: 600,
  }),
);
app.get("/ok", (c) => c.json({ data: 1 }));
app.get("/raw", () => new Response("x", { headers: { "x-own": "1" } }));
app.get("/fail", () => {
  throw new Error("boom");
});
app.onError((_e, c) => c.json({ message: "err" }, 500));

const from = (origin: string) => ({ headers: { origin } });

describe("corsFor", () => {
  it("an allowed origin's answers carry its origin and the exposed headers, errors and raw answers too", async () => {
    for (const path of ["/ok", "/raw", "/fail"]) {
      const r = await app.request(path, from("http://localhost:5173"));
      expect(r.headers.get("access-control-allow-origin"), path).toBe("http://localhost:5173");
      expect(r.headers.get("access-control-expose-headers"), path).toBe("Retry-After");
      expect(r.headers.get("vary"), path).toContain("Origin");
    }
    expect((await app.request("/raw", from("http://localhost:5173"))).headers.get("x-own")).toBe("1");
  });

  it("another origin, or none, gets no grant but the same Vary", async () => {
    for (const init of [from("http://evil.example"), {}]) {
      const r = await app.request("/ok", init);
      expect(r.status).toBe(200);
      expect(r.headers.get("access-control-allow-origin")).toBeNull();
      expect(r.headers.get("vary")).toBe("Origin");
    }
  });

  it("answers a preflight itself: the grant for an allowed origin, nothing for another", async () => {
    const allowed = await app.request("/ok", { method: "OPTIONS", ...from("http://localhost:5173") });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-methods")).toBe("GET,POST");
    expect(allowed.headers.get("access-control-allow-headers")).toBe("Authorization,Profile-Id");
    expect(allowed.headers.get("access-control-max-age")).toBe("600");
    const refused = await app.request("/ok", { method: "OPTIONS", ...from("http://evil.example") });
    expect(refused.status).toBe(204);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });
});
