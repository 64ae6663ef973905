// Build step: writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text asset of the
// panel's build, so a server sends compressed bytes without compressing on each request (the reference server picks
// the twin by Accept-Encoding: apps/reference-api/src/http/precompressed.ts). Node's zlib only: no dependency.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".html",
  ".webmanifest",
  ".txt",
]);
/** Below this a compressed twin saves less than the extra round of headers costs. */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // dist/.vite holds build metadata for scripts, never served.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every eligible file under `dir`; answers the files it wrote twins for, with their sizes. A twin that
 * is not smaller than its file is not written (the server then sends the file itself).
 */
export async function precompressDir(dir) {
  const written = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const data = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    if (br.length < data.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
    written.push({ path, raw: data.length, br: br.length, gzip: gzipped.length });
  }
  return written;
}

/** Vite plugin: precompresses the build output once every file is written. */
export function precompress() {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const written = await precompressDir(outDir);
        const sum = (key) => written.reduce((n, f) => n + f[key], 0);
        console.log(
          `precompress: ${written.length} files, ${(sum("raw") / 1024).toFixed(0)} KB → br ${(sum("br") / 1024).toFixed(0)} KB, gzip ${(sum("gzip") / 1024).toFixed(0)} KB`,
        );
      },
    },
  };
}
