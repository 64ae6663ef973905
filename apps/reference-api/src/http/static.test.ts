import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreFeatures } from "../features";
import { safeJoin } from "../kernel/safeJoin";
import { createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "ref-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><html dir=rtl><body>panel</body></html>");
  writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(
    join(dist, "changelog.json"),
    JSON.stringify({ version: "2.0.0", version_code: 7, force: true, notes: ["تازه"] }),
  );
  server = await createTestServer({
    features: coreFeatures,
    config: { panelDist: dist, corsOrigins: ["http://localhost:5173"] },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("panel files, SPA fallback and CORS", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.built.app.request(path, { headers });

  it("serves built files, with long caching for hashed assets", async () => {
    const r = await get("/assets/app-abc123.js");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("javascript");
    expect(r.headers.get("cache-control")).toContain("immutable");
  });

  it("answers 404 for a missing asset instead of index.html", async () => {
    const r = await get("/assets/app-old999.js");
    expect(r.status).toBe(404);
  });

  it("falls back to index.html for panel routes, also under /static/ pages of the panel", async () => {
    for (const path of ["/", "/panel/wallet", "/static/help-provider", "/signin/confirm"]) {
      const r = await get(path, { accept: "text/html" });
      expect(r.status, path).toBe(200);
      expect(await r.text()).toContain("panel");
    }
  });

  it("keeps API routes and unknown API paths out of the fallback", async () => {
    expect(
      (await get("/static/rules_regulations_of_suppliers?service=2")).headers.get("content-type"),
    ).toContain("json");
    expect((await get("/api/unknown", { accept: "text/html" })).status).toBe(404);
  });

  it("announces the panel's own changelog (the version code it was built with)", async () => {
    const r = await server.contract.call(server.built.app, "getChangelog");
    expect(r.body).toEqual({ version: "2.0.0", version_code: 7, force: true, notes: ["تازه"] });
  });

  it("refuses path traversal and malformed escapes without a 500", async () => {
    const r = await get("/..%2f..%2fetc/passwd", { accept: "application/json" });
    expect(r.status).toBe(404);
    expect((await get("/uploads/%E0%A4%A")).status).toBe(404);
    expect((await get("/uploads/..%2f..%2fpackage.json")).status).toBe(404);
    expect((await get("/pay/%E0%A4%A")).status).toBe(400);
  });

  it("serves an uploaded file but no existing file beside the upload folder, however the path is escaped", async () => {
    const uploads = server.deps.config.uploadDir;
    const outside = `outside-${Date.now()}.txt`;
    writeFileSync(join(uploads, "..", outside), "secret");
    mkdirSync(join(uploads, "public"), { recursive: true });
    writeFileSync(join(uploads, "public", "inside.txt"), "shown");
    try {
      expect((await get("/uploads/public/inside.txt")).status).toBe(200);
      // `%2e%2e` is resolved by URL parsing before routing (the request leaves /uploads); the others reach it.
      for (const path of [
        `/uploads/..%2f${outside}`,
        `/uploads/%2e%2e/${outside}`,
        `/uploads/%252e%252e/${outside}`,
      ]) {
        expect(await (await get(path)).text(), path).not.toContain("secret");
      }
      expect((await get(`/uploads/..%2f${outside}`)).status).toBe(404);
      expect((await get(`/uploads/%252e%252e/${outside}`)).status).toBe(404);
    } finally {
      rmSync(join(uploads, "..", outside), { force: true });
    }
  });

  it("allows only configured origins", async () => {
    const allowed = await server.built.app.request("/api/financial/balance/wallet", {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("profile-id");
    const refused = await server.built.app.request("/api/financial/balance/wallet", {
      method: "OPTIONS",
      headers: { origin: "http://evil.example", "access-control-request-method": "GET" },
    });
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("safeJoin", () => {
  it("keeps paths inside the root, also for a relative root, and refuses escapes and NUL", () => {
    const inside = safeJoin("data/uploads", "public/a_org.png");
    expect(inside).toBe(join(process.cwd(), "data/uploads/public/a_org.png"));
    expect(safeJoin("data/uploads/", "x/../../etc/passwd")).toBeNull();
    expect(safeJoin("/srv/uploads", "../uploads2/a.png")).toBeNull();
    expect(safeJoin("/srv/uploads", "a.png\0.txt")).toBeNull();
  });
});

describe("compression of the panel's files", () => {
  it("sends brotli, else gzip, when accepted, for text files over 1 KB; never for q=0 or images", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const { encodeFor } = await import("./static");
    const js = Buffer.from("export const a = 1;\n".repeat(200));
    const br = encodeFor("a.js", js, "text/javascript", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(js)).toBe(true);
    expect(br.body.length).toBeLessThan(js.length / 10);
    const gz = encodeFor("a.js", js, "text/javascript", "gzip, br;q=0");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).equals(js)).toBe(true);
    expect(encodeFor("a.js", js, "text/javascript", "").encoding).toBeNull();
    expect(encodeFor("a.png", js, "image/png", "br").encoding).toBeNull();
    expect(encodeFor("s.js", Buffer.from("x"), "text/javascript", "br").encoding).toBeNull();
  });
});
