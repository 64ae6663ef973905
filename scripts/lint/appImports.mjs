// Each app stands alone: the panel and the reference server share code only through packages/, never by one
// app importing the other (a server module bundled into the panel, or the server built against panel code).
import { dirname, join, sep } from "node:path";
import { importsOf } from "./featureImports.mjs";

/** The workspace names of the apps (`apps/<folder>` → package name). */
const APP_PACKAGES = {
  "provider-panel": "@ceremony/provider-panel",
  "reference-api": "@ceremony/reference-api",
};

/**
 * The cross-app problems of one file under `apps/`.
 * @param {string} file path from the repository root, e.g. `apps/provider-panel/src/main.tsx`
 * @param {string} text the file's source
 * @returns {Array<{ line: number, why: string }>}
 */
export function appImportProblems(file, text) {
  const from = file.split(sep).join("/");
  const app = /^apps\/([^/]+)\//.exec(from)?.[1];
  if (!app) return [];
  /** @type {Array<{ line: number, why: string }>} */
  const problems = [];
  for (const { specifier, line } of importsOf(text, from)) {
    const target = specifier.startsWith(".") ? join(dirname(from), specifier).split(sep).join("/") : null;
    const other = target
      ? /^apps\/([^/]+)(\/|$)/.exec(target)?.[1]
      : Object.entries(APP_PACKAGES).find(
          ([, name]) => specifier === name || specifier.startsWith(`${name}/`),
        )?.[0];
    if (other && other !== app)
      problems.push({ line, why: `app ${app} imports app ${other} (apps share code through packages/)` });
  }
  return problems;
}
