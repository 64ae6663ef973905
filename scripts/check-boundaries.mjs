#!/usr/bin/env node
// The import boundaries (reasons in docs/architecture.md), each rule in scripts/lint/ with its own tests:
// - the panel's layers (featureImports.mjs): no feature imports another feature, src/app/, src/routes/ or test
//   helpers; shared/ imports no feature, app, route or test helper. Tests and stories may mount anything.
// - the engines' core floor (coreImports.mjs): a `core/` file imports only core folders and allow-listed packages.
// - apps stand alone (appImports.mjs): no app imports another.
// `pnpm lint` runs it with --strict, so a crossing fails `pnpm check`; without the flag it only prints the list.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { appImportProblems } from "./lint/appImports.mjs";
import { coreImportProblems } from "./lint/coreImports.mjs";
import { featureImportProblems } from "./lint/featureImports.mjs";

const root = new URL("../", import.meta.url).pathname;
const src = join(root, "apps/provider-panel/src");
const strict = process.argv.includes("--strict");
const SKIP = new Set(["node_modules", "dist", "generated", "storybook-static", ".data"]);

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const isTestOrStory = (/** @type {string} */ file) => /\.(test|stories)\.tsx?$/.test(file);

/** @type {string[]} */
const problems = [];
const report = (/** @type {string} */ file, /** @type {Array<{ line: number, why: string }>} */ found) => {
  for (const { line, why } of found) problems.push(`${file}:${line}: ${why}`);
};

for (const file of [...walk(join(src, "features")), ...walk(join(src, "shared"))]) {
  if (isTestOrStory(file)) continue;
  report(relative(root, file), featureImportProblems(relative(src, file), readFileSync(file, "utf8")));
}
for (const file of walk(join(root, "packages"))) {
  const rel = relative(root, file);
  report(rel, coreImportProblems(rel, readFileSync(file, "utf8")));
}
for (const file of walk(join(root, "apps"))) {
  const rel = relative(root, file);
  report(rel, appImportProblems(rel, readFileSync(file, "utf8")));
}

if (problems.length === 0) {
  console.log("boundaries: panel layers hold, core/ imports only its allow-list, no app imports another");
} else {
  console.log(problems.join("\n"));
  console.log(
    `\nboundaries: ${problems.length} import(s) across a boundary` +
      (strict ? "" : " (report only; `pnpm lint` runs this with --strict)"),
  );
  if (strict) process.exit(1);
}
