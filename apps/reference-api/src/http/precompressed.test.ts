import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFeatures } from "../allFeatures";
import { createTestServer, type TestServer } from "../testing/testServer";
import { acceptedEncodings } from "./precompressed";

let server: TestServer;
let dist: string;
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `متن ${i}`))};\n`;
const html = `<!doctype html><html dir=rtl><head>${"<meta name=x>".repeat(100)}</head><body>panel</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "ref-dist-br-"));
  mkdirSync(join(dist, "assets"));
  const write = (name: string, body: string, twins: ("br" | "gz")[]) => {
    writeFileSync(join(dist, name), body);
    if (twins.includes("br")) writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
    if (twins.includes("gz")) writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
  };
  write("index.html", html, ["br", "gz"]);
  write("assets/app-abc123.js", script, ["br", "gz"]);
  write("assets/only-gz-1.css", `.a{color:red}${" ".repeat(2000)}`, ["gz"]);
  write("assets/small-2.js", "console.log(1)", []);
  server = await createTestServer({ features: allFeatures, config: { panelDist: dist } }); // with the marketplace: /initailize_data;
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  server.built.app.request(path, { headers });
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

describe("Accept-Encoding negotiation", () => {
  it("prefers brotli, honours q values and refusals", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0.5, gzip;q=0.8")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings("gzip;q=0, br;q=0")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe("precompressed panel files", () => {
  it("sends the .br twin to a browser, with the file's own type, Vary and immutable caching", async () => {
    const r = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-encoding")).toBe("br");
    expect(r.headers.get("content-type")).toContain("text/javascript");
    expect(r.headers.get("vary")).toContain("Accept-Encoding");
    expect(r.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(await bytes(r)).toString()).toBe(script);
  });

  it("sends the .gz twin when brotli is refused or missing", async () => {
    const r = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(r.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(r)).toString()).toBe(script);
    const css = await get("/assets/only-gz-1.css", { "accept-encoding": "br, gzip" });
    expect(css.headers.get("content-encoding")).toBe("gzip");
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(gunzipSync(await bytes(css)).toString()).toMatch(/^\.a\{color:red\}/);
  });

  it("sends the file as is without Accept-Encoding, for identity and for a Range request", async () => {
    for (const [path, headers] of [
      ["/assets/app-abc123.js", {}],
      ["/assets/app-abc123.js", { "accept-encoding": "identity" }],
      ["/assets/app-abc123.js", { "accept-encoding": "gzip;q=0, br;q=0" }],
      ["/assets/app-abc123.js", { "accept-encoding": "br, gzip", range: "bytes=0-10" }],
    ] as const) {
      const r = await get(path, headers);
      expect(r.headers.get("content-encoding"), JSON.stringify(headers)).toBeNull();
      expect(r.headers.get("vary")).toContain("Accept-Encoding");
    }
    const raw = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect((await bytes(raw)).toString()).toBe(script);
    // No .br twin: brotli made on the fly (and kept), the same bytes once decoded.
    const css = await get("/assets/only-gz-1.css", { "accept-encoding": "br" });
    expect(css.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(css)).toString()).toMatch(/^\.a\{color:red\} +$/);
    const small = await get("/assets/small-2.js", { "accept-encoding": "br, gzip" });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("console.log(1)");
  });

  it("tags each representation (ETag) and answers 304 to a matching If-None-Match, with the same headers", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    const raw = await get("/assets/app-abc123.js");
    const tags = [br, gz, raw].map((r) => r.headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await get("/assets/app-abc123.js", {
      "accept-encoding": "br",
      "if-none-match": `"other", W/${tags[0]}`,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tags[0]);
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(again.headers.get("vary")).toContain("Accept-Encoding");
    expect(again.headers.get("cache-control")).toContain("immutable");
    // The brotli tag does not validate the gzip body.
    const other = await get("/assets/app-abc123.js", {
      "accept-encoding": "gzip",
      "if-none-match": tags[0] ?? "",
    });
    expect(other.status).toBe(200);
    expect(gunzipSync(await bytes(other)).toString()).toBe(script);
    const index = await get("/signin", { accept: "text/html", "accept-encoding": "br" });
    const revalidated = await get("/panel", {
      accept: "text/html",
      "accept-encoding": "br",
      "if-none-match": index.headers.get("etag") ?? "",
    });
    expect(revalidated.status).toBe(304);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const r = await server.built.app.request("/assets/app-abc123.js", {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-encoding")).toBe("br");
    expect(r.headers.get("etag")).toMatch(/-br"$/);
    expect((await bytes(r)).length).toBe(0);
  });

  it("compresses index.html for history routes too, and keeps it revalidated", async () => {
    for (const path of ["/", "/signin", "/index.html"]) {
      const r = await get(path, { accept: "text/html", "accept-encoding": "gzip, br" });
      expect(r.status, path).toBe(200);
      expect(r.headers.get("content-encoding"), path).toBe("br");
      expect(r.headers.get("content-type"), path).toContain("text/html");
      expect(r.headers.get("cache-control"), path).toBe("no-cache");
      expect(brotliDecompressSync(await bytes(r)).toString(), path).toBe(html);
    }
  });
});

describe("initial data", () => {
  it("is sent compressed when accepted (the same JSON once decoded), as is otherwise, with Vary", async () => {
    const plain = await get("/initailize_data");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(JSON.parse(text)).toHaveProperty("data");
    const br = await get("/initailize_data", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toContain("application/json");
    const body = await bytes(br);
    expect(body.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(text);
  });
});
