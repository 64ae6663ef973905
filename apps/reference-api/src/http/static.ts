import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Hono } from "hono";
import type { AppEnv } from "../app/env";
import { messages } from "../messages";
import { ErrorCode } from "./errors";

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

/** Types worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg)/;

/** Compressed copies of the panel's files, made once per file content (the built files never change in place). */
const compressed = new Map<string, { source: Buffer; br: Buffer; gzip: Buffer }>();

/**
 * The body to send for a panel file: brotli or gzip when the client accepts it and the type is text (the 120 KB
 * budget of /signin counts compressed bytes, so the wire must carry them), else the file as is.
 */
export function encodeFor(
  key: string,
  data: Buffer,
  type: string,
  acceptEncoding: string,
): { body: Buffer; encoding: "br" | "gzip" | null } {
  if (!COMPRESSIBLE.test(type) || data.length < 1024) return { body: data, encoding: null };
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, "")) > 0)
      .map(([name]) => name?.toLowerCase()),
  );
  const accepts = (name: string) => accepted.has(name);
  if (!accepts("br") && !accepts("gzip")) return { body: data, encoding: null };
  let entry = compressed.get(key);
  if (!entry?.source.equals(data)) {
    entry = {
      source: data,
      br: brotliCompressSync(data, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
      gzip: gzipSync(data, { level: 9 }),
    };
    compressed.set(key, entry);
  }
  return accepts("br") ? { body: entry.br, encoding: "br" } : { body: entry.gzip, encoding: "gzip" };
}

/** The panel file answer, compressed when it pays. */
function fileAnswer(key: string, data: Buffer, type: string, acceptEncoding: string, cacheControl: string) {
  const { body, encoding } = encodeFor(key, data, type, acceptEncoding);
  const headers: Record<string, string> = {
    "content-type": type,
    "cache-control": cacheControl,
    vary: "accept-encoding",
  };
  if (encoding) headers["content-encoding"] = encoding;
  return { body: new Uint8Array(body), headers };
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
    const answer = fileAnswer(
      file,
      data,
      contentType(file),
      c.req.header("accept-encoding") ?? "",
      immutable ? "public, max-age=31536000, immutable" : "no-cache",
    );
    return c.body(answer.body, 200, answer.headers);
  });
  app.get("/assets/*", (c) => c.json({ message: messages.notFound, code: ErrorCode.notFound }, 404));
  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const accept = c.req.header("accept") ?? "";
    if (accept !== "" && !accept.includes("text/html") && !accept.includes("*/*")) return next();
    const index = await readRegularFile(join(dist, "index.html"));
    if (!index) return next();
    const answer = fileAnswer(
      join(dist, "index.html"),
      index,
      TYPES[".html"] ?? "text/html",
      c.req.header("accept-encoding") ?? "",
      "no-cache",
    );
    return c.body(answer.body, 200, answer.headers);
  });
}
