import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { Readable } from "node:stream";
import { safeJoin } from "../kernel/safeJoin";
import type { FileStore } from "./fileStore";

/** Files under `root` on this machine's disk: one instance (or instances sharing a mounted folder). */
export function diskFileStore(root: string): FileStore {
  const target = (key: string) => {
    const full = safeJoin(root, key);
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
      const full = safeJoin(root, key);
      return full ? readFile(full).catch(() => null) : null;
    },
    async stream(key) {
      const full = safeJoin(root, key);
      const info = full ? await stat(full).catch(() => null) : null;
      if (!full || !info?.isFile()) return null;
      return {
        size: info.size,
        body: Readable.toWeb(createReadStream(full)) as unknown as ReadableStream<Uint8Array>,
      };
    },
    async delete(keys) {
      for (const key of keys) {
        const full = safeJoin(root, key);
        if (full) await rm(full, { force: true });
      }
    },
  };
}
