import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Hono } from "hono";
import type { AppEnv } from "../context/env";
import { safeJoin } from "../kernel/safeJoin";
import { messages } from "../messages";
import { ErrorCode } from "./errors";
import { acceptedEncodings, type Encoding, readPrecompressed } from "./precompressed";

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
const compressed = new Map<string, { source: Buffer; br?: Buffer; gzip?: Buffer }>();

/**
 * The body to send for a panel file that has no precompressed twin: brotli or gzip, made on the first request and
 * kept in memory, when the client accepts it and the type is text over 1 KB; else the file as is. Only the coding
 * sent is made (brotli 11 of the largest chunk costs ~0.5 s once).
 */
export function encodeFor(
  key: string,
  data: Buffer,
  type: string,
  acceptEncoding: string,
): { body: Buffer; encoding: Encoding | null } {
  if (!COMPRESSIBLE.test(type) || data.length < 1024) return { body: data, encoding: null };
  const encoding = acceptedEncodings(acceptEncoding)[0];
  if (!encoding) return { body: data, encoding: null };
  let entry = compressed.get(key);
  if (!entry?.source.equals(data)) {
    entry = { source: data };
    compressed.set(key, entry);
  }
  const body =
    entry[encoding] ??
    (encoding === "br"
      ? brotliCompressSync(data, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
        })
      : gzipSync(data, { level: 9 }));
  entry[encoding] = body;
  return { body, encoding };
}

/** Strong validator of one representation: the file's content hash, plus the coding (RFC 9110 §8.8.3). */
function entityTag(data: Buffer, encoding: Encoding | null): string {
  const hash = createHash("sha256").update(data).digest("base64url").slice(0, 22);
  return `"${hash}${encoding ? `-${encoding}` : ""}"`;
}

/** If-None-Match names this tag (or `*`); weak comparison, as RFC 9110 §13.1.2 asks for GET. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
}

/**
 * The answer for a panel file: its precompressed twin (`file.br`/`file.gz`, written by the panel's build) when the
 * client accepts one, else a compressed copy made once in memory, else the file itself. Content-Type is the file's
 * own, `Vary: Accept-Encoding` always, a strong ETag per representation and 304 for a matching If-None-Match. A
 * Range request gets the whole file uncompressed (200): ranges are not served, and a range of a compressed body
 * would not be a range of the file it names. HEAD is answered by Hono from this GET, without the body.
 */
async function fileAnswer(
  headers: Headers,
  file: string,
  data: Buffer,
  cacheControl: string,
): Promise<{ status: 200 | 304; body: Uint8Array<ArrayBuffer> | null; headers: Record<string, string> }> {
  const type = contentType(file);
  const acceptEncoding = headers.get("range") ? "" : (headers.get("accept-encoding") ?? "");
  const twin = await readPrecompressed(file, { acceptEncoding, range: undefined });
  const { body, encoding } = twin
    ? { body: twin.data, encoding: twin.encoding }
    : encodeFor(file, data, type, acceptEncoding);
  const etag = entityTag(data, encoding);
  const answer: Record<string, string> = {
    "content-type": type,
    "cache-control": cacheControl,
    vary: "Accept-Encoding",
    etag,
  };
  if (encoding) answer["content-encoding"] = encoding;
  if (matches(headers.get("if-none-match") ?? undefined, etag)) {
    return { status: 304, body: null, headers: answer };
  }
  return { status: 200, body: new Uint8Array(body), headers: answer };
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
    const answer = await fileAnswer(
      c.req.raw.headers,
      file,
      data,
      immutable ? "public, max-age=31536000, immutable" : "no-cache",
    );
    return answer.body ? c.body(answer.body, 200, answer.headers) : c.body(null, 304, answer.headers);
  });
  app.get("/assets/*", (c) => c.json({ message: messages.notFound, code: ErrorCode.notFound }, 404));
  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const accept = c.req.header("accept") ?? "";
    if (accept !== "" && !accept.includes("text/html") && !accept.includes("*/*")) return next();
    const file = join(dist, "index.html");
    const index = await readRegularFile(file);
    if (!index) return next();
    const answer = await fileAnswer(c.req.raw.headers, file, index, "no-cache");
    return answer.body ? c.body(answer.body, 200, answer.headers) : c.body(null, 304, answer.headers);
  });
}
