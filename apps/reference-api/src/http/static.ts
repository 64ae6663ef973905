import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../app/env";
import { messages } from "../messages";
import { ErrorCode } from "./errors";
import { readPrecompressed } from "./precompressed";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".pdf": "application/pdf",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".m4a": "audio/mp4",
};

/** Content type by file extension (octet-stream when unknown). */
export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/** decodeURIComponent that answers null for malformed escapes (instead of throwing into a 500). */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Resolves `relative` inside `root`, refusing anything that escapes it (`..`, NUL). */
export function safeJoin(root: string, relative: string): string | null {
  if (relative.includes("\0")) return null;
  // A relative or unnormalised root (UPLOAD_DIR=./data/uploads) must still match the prefix check.
  const base = resolve(root);
  const full = join(base, relative);
  return full === base || full.startsWith(base.endsWith(sep) ? base : base + sep) ? full : null;
}

/** Reads a regular file, or null. */
export async function readRegularFile(path: string): Promise<Buffer | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built panel: its files, a 404 for missing `/assets/*` (a stale hashed chunk must fail, not get
 * index.html), then index.html for every other GET (history routing). Mounted after every API route.
 */
export function mountPanel(app: Hono<AppEnv>, dist: string): void {
  app.get("*", async (c, next) => {
    const path = safeDecode(c.req.path);
    if (path === null || path === "/" || path.startsWith("/api/")) return next();
    const file = safeJoin(dist, path);
    const data = file ? await readRegularFile(file) : null;
    if (!data || !file) return next();
    const immutable = path.startsWith("/assets/");
    return c.body(...(await panelBody(c.req.raw.headers, file, data, immutable)));
  });
  app.get("/assets/*", (c) => c.json({ message: messages.notFound, code: ErrorCode.notFound }, 404));
  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const accept = c.req.header("accept") ?? "";
    if (accept !== "" && !accept.includes("text/html") && !accept.includes("*/*")) return next();
    const file = join(dist, "index.html");
    const index = await readRegularFile(file);
    if (!index) return next();
    return c.body(...(await panelBody(c.req.raw.headers, file, index, false)));
  });
}

/**
 * Body and headers for a panel file: its precompressed twin when the client accepts one (Content-Encoding set,
 * Content-Type still the file's own), else the file itself; `Vary: Accept-Encoding` either way so caches keep them
 * apart. Hashed assets are immutable, everything else revalidates.
 */
async function panelBody(
  headers: Headers,
  file: string,
  data: Buffer,
  immutable: boolean,
): Promise<[Uint8Array<ArrayBuffer>, 200, Record<string, string>]> {
  const twin = await readPrecompressed(file, {
    acceptEncoding: headers.get("accept-encoding") ?? undefined,
    range: headers.get("range") ?? undefined,
  });
  return [
    new Uint8Array(twin?.data ?? data),
    200,
    {
      "content-type": contentType(file),
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      vary: "Accept-Encoding",
      ...(twin ? { "content-encoding": twin.encoding } : {}),
    },
  ];
}
