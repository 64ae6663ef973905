import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { FileStore } from "./fileStore";

/** `key` inside `root`, or null when it would leave it (`..`, an absolute path, NUL). */
function inside(root: string, key: string): string | null {
  if (key.includes("\0")) return null;
  const base = resolve(root);
  const full = join(base, key);
  return full.startsWith(base.endsWith(sep) ? base : base + sep) ? full : null;
}

/** Files under `root` on this machine's disk: one instance (or instances sharing a mounted folder). */
export function diskFileStore(root: string): FileStore {
  const target = (key: string) => {
    const full = inside(root, key);
    if (!full) throw new Error(`upload key outside the upload folder: ${key}`);
    return full;
  };
  return {
    kind: "disk",
    async put(key, source) {
      const to = target(key);
      await mkdir(dirname(to), { recursive: true });
      if ("bytes" in source) await writeFile(to, source.bytes);
      // The temporary file is inside the upload folder (same file system): moved, not copied.
      else await rename(source.path, to);
    },
    async get(key) {
      const full = inside(root, key);
      return full ? readFile(full).catch(() => null) : null;
    },
    async stream(key) {
      const full = inside(root, key);
      const info = full ? await stat(full).catch(() => null) : null;
      if (!full || !info?.isFile()) return null;
      return {
        size: info.size,
        body: Readable.toWeb(createReadStream(full)) as unknown as ReadableStream<Uint8Array>,
      };
    },
    async delete(keys) {
      for (const key of keys) {
        const full = inside(root, key);
        if (full) await rm(full, { force: true });
      }
    },
  };
}
