// The engine's entry size as the issue states it: the gzipped JavaScript the benchmark's form-runtime page loads up
// front (entry plus static imports) minus the plain-React floor page's, so React itself is not counted. Lazy chunks
// (pattern analysis, linear regex engine, date picker, uploads, bank names) load only on demand and are reported apart.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** The gate: the engine's up-front JavaScript over React, gzipped (level 9), in bytes. */
export const ENTRY_LIMIT_BYTES = 30_000;

/**
 * Gzipped bytes of the JavaScript a page of a vite build loads up front and of its lazy chunks.
 * @param {string} dist the build's output folder (with `.vite/manifest.json`)
 * @param {string} entry the page's name (`ours` for ours.html)
 */
export function pageJs(dist, entry) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8"));
  const seen = new Set();
  const lazy = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    for (const dep of manifest[key].dynamicImports ?? []) lazy.add(dep);
  };
  visit(`${entry}.html`);
  const gz = (key) => gzipSync(readFileSync(`${dist}/${manifest[key].file}`), { level: 9 }).length;
  return {
    up: [...seen].reduce((sum, key) => sum + gz(key), 0),
    lazy: [...lazy].filter((k) => !seen.has(k)).reduce((sum, key) => sum + gz(key), 0),
  };
}
