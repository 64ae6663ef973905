#!/usr/bin/env node
// The panel's layer boundary (lint/featureImports.mjs, reasons in docs/architecture.md): no feature imports another
// feature, src/app/ or src/routes/; shared/ imports no feature, app or route. Tests and stories are left out: they
// may mount anything. `pnpm lint` runs it with --strict, so a crossing fails `pnpm check`; without the flag it
// only prints the list (to survey a branch before fixing it).
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

const problems = [...walk(join(src, "features")), ...walk(join(src, "shared"))].flatMap((file) => {
  const rel = relative(src, file);
  return featureImportProblems(rel, readFileSync(file, "utf8")).map(
    ({ line, why }) => `apps/provider-panel/src/${rel}:${line}: ${why}`,
  );
});

if (problems.length === 0) {
  console.log(
    "panel layers: no feature imports another feature, app/ or routes/; shared/ imports none of them",
  );
} else {
  console.log(problems.join("\n"));
  console.log(
    `\npanel layers: ${problems.length} import(s) across the boundary` +
      (strict ? "" : " (report only; `pnpm lint` runs this with --strict)"),
  );
  if (strict) process.exit(1);
}
