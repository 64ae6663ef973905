#!/usr/bin/env node
// The panel's feature boundary (lint/featureImports.mjs): no feature imports another feature or src/app/.
// REPORT-ONLY for now: when it was written (round 17) dozens of files broke it — 41 imports of
// src/app/ServicesContext alone — while other work was changing those same files, so it prints the count and the
// list and exits 0. `--strict` makes it fail; docs/architecture.md says when to switch.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { featureImportProblems } from "./lint/featureImports.mjs";

const src = new URL("../apps/provider-panel/src/", import.meta.url).pathname;
const strict = process.argv.includes("--strict");

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = walk(join(src, "features")).flatMap((file) => {
  const rel = relative(src, file);
  return featureImportProblems(rel, readFileSync(file, "utf8")).map(
    ({ line, why }) => `apps/provider-panel/src/${rel}:${line}: ${why}`,
  );
});

if (problems.length === 0) {
  console.log("panel features: no imports between features or into src/app/");
} else {
  console.log(problems.join("\n"));
  console.log(
    `\npanel features: ${problems.length} import(s) across the feature boundary` +
      (strict ? "" : " (report-only; run with --strict to fail on them)"),
  );
  if (strict) process.exit(1);
}
