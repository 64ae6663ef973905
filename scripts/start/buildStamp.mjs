// Whether a build output is up to date with its inputs: a content hash of every input file (and of the build's
// environment) is written beside the output after a build, and compared before the next one. Content, not
// modification times: a checkout or a copy changes times without changing what the build would produce.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const SKIPPED = new Set(["node_modules", "dist", ".vite", "coverage", "storybook-static", "test-results"]);

function filesUnder(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) continue;
    filesUnder(join(path, entry.name), out);
  }
  return out;
}

/**
 * One hash over the inputs' paths and contents (files or folders, relative to `root`) and the given environment
 * entries: any edit, addition, removal or rename changes it.
 */
export function inputsHash(root, inputs, env = {}) {
  const hash = createHash("sha256");
  const files = inputs.flatMap((input) => filesUnder(join(root, input), [])).sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  for (const key of Object.keys(env).sort()) hash.update(`${key}=${env[key]}\0`);
  return hash.digest("hex");
}

const STAMP = ".inputs-hash";

/** True when `outDir` holds a build whose stamp matches `hash`. */
export function isUpToDate(outDir, hash) {
  const stamp = join(outDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === hash;
}

/** Records that the build now in `outDir` was made from inputs of `hash`. */
export function writeStamp(outDir, hash) {
  writeFileSync(join(outDir, STAMP), `${hash}\n`);
}
