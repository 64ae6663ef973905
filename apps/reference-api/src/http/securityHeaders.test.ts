import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFeatures } from "../allFeatures";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, type TestServer } from "../testing/testServer";
import { DATA_CSP, panelCsp } from "./securityHeaders";

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "ref-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><html dir=rtl><body>panel</body></html>");
  writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(dist, "sw.js"), "self.addEventListener('install', () => {})");
  server = await createTestServer({
    features: allFeatures,
    config: {
      panelDist: dist,
      mapTiles: {
        url: "https://{a-c}.tiles.example.ir/{z}/{x}/{y}.png",
        attribution: "",
        attributionUrl: "",
        maxZoom: 18,
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) =>
  server.built.app.request(`http://panel.test${path}`, init);

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? "").split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

function expectCommon(r: Response, what: string) {
  expect(r.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(r.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(directives(r.headers.get("content-security-policy")).get("frame-ancestors"), what).toBe("'none'");
}

describe("security headers", () => {
  it("the panel's pages and scripts get a policy with no inline script and no eval", async () => {
    for (const path of ["/", "/signin", "/panel/wallet", "/assets/app-abc123.js", "/sw.js"]) {
      const r = await get(path, { headers: { accept: "text/html,*/*" } });
      expect(r.status, path).toBe(200);
      expectCommon(r, path);
      const csp = directives(r.headers.get("content-security-policy"));
      expect(csp.get("script-src"), path).toBe("'self'");
      expect(csp.get("style-src"), path).toBe("'self'");
      // The configured tile host (any of its {a-c} sub-domains): OpenLayers draws tiles as images, and a worker
      // that fetched one would need connect-src.
      expect(csp.get("connect-src"), path).toBe("'self' ws://panel.test https://*.tiles.example.ir");
      expect(csp.get("img-src"), path).toBe("'self' data: blob: https://*.tiles.example.ir");
      expect(csp.get("worker-src"), path).toBe("'self'");
      expect(csp.get("object-src"), path).toBe("'none'");
      expect([...csp.values()].join(" "), path).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it("an https origin gets wss for the events socket; without tiles no other host is listed", () => {
    const csp = directives(panelCsp("https://p.example.ir/panel"));
    expect(csp.get("connect-src")).toBe("'self' wss://p.example.ir");
    expect(csp.get("img-src")).toBe("'self' data: blob:");
  });

  it("JSON answers, errors and 404s get the data policy", async () => {
    for (const [path, status] of [
      ["/initailize_data", 200],
      ["/api/unknown", 404],
      ["/assets/missing-123.js", 404],
      ["/api/profile/info", 401],
    ] as const) {
      const r = await get(path);
      expect(r.status, path).toBe(status);
      expectCommon(r, path);
      expect(r.headers.get("content-security-policy"), path).toBe(DATA_CSP);
    }
  });

  it("the payment page keeps its own stricter policy, its style allowed by hash only", async () => {
    const natural = DEMO_ACCOUNTS.natural;
    const tokens = await server.signIn(natural.phone);
    const deposit = await get("/api/financial/balance/deposit", {
      method: "POST",
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        "profile-id": String(natural.mainProfileId),
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: 1000, payline: 1, service_type: 1 }),
    });
    const link = ((await deposit.json()) as { data: { link: string } }).data.link;
    const r = await get(`/pay/${link.split("/").pop()}`);
    expect(r.status).toBe(200);
    expectCommon(r, "/pay");
    const csp = directives(r.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toBe("'none'");
    expect(csp.has("script-src")).toBe(false);
    const style = /<style>(.*?)<\/style>/.exec(await r.text())?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(csp.get("style-src")).toBe(`'sha256-${hash}'`);
    expect(r.headers.get("x-frame-options")).toBe("DENY");
  });
});
