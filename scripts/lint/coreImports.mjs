// The engines' framework-free floor (docs/architecture.md): a file under a package's `core/` folder imports only
// what is listed here, so a React component cannot slip in through a folder with another name (`../dialog/Dialog`,
// `../modules/price/PriceEditor`). A deny-list of React names missed such paths; an allow-list cannot.
import { dirname, join, sep } from "node:path";
import { importsOf } from "./featureImports.mjs";

/** Packages core code may load: pure functions with no UI. Anything else is added here on purpose, with review. */
const ALLOWED_PACKAGES = [
  "@ceremony/persian-text",
  "@eslint-community/regexpp",
  "date-fns-jalali",
  "re2js",
  "valibot",
];

/** What a core test may load besides: the runner, property tests, node built-ins. */
const ALLOWED_IN_TESTS = ["vitest", "fast-check"];

const isTest = (/** @type {string} */ file) => /\.(test|bench)\.tsx?$/.test(file);

/** @param {string} specifier */
function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/**
 * The core-floor problems of one package source file (files outside a `core/` folder have none).
 * @param {string} file path from the repository root, e.g. `packages/form-runtime/src/core/decode.ts`
 * @param {string} text the file's source
 * @returns {Array<{ line: number, why: string }>}
 */
export function coreImportProblems(file, text) {
  const from = file.split(sep).join("/");
  if (!/^packages\/[^/]+\/src\/(.+\/)?core\//.test(from)) return [];
  const test = isTest(from);
  /** @type {Array<{ line: number, why: string }>} */
  const problems = [];
  for (const { specifier, line } of importsOf(text, from)) {
    if (specifier.startsWith(".")) {
      const target = join(dirname(from), specifier).split(sep).join("/");
      // Another core floor of the same package (modules/core, map/core, core/) stays framework-free by this rule.
      const samePackage = target.split("/").slice(0, 2).join("/") === from.split("/").slice(0, 2).join("/");
      if (samePackage && /\/core(\/|$)/.test(target)) continue;
      if (test && /\/testing(\/|$)/.test(target)) continue;
      problems.push({ line, why: `core imports ${target} (core may import only core/ folders)` });
      continue;
    }
    const name = packageName(specifier);
    if (ALLOWED_PACKAGES.includes(name)) continue;
    if (test && (ALLOWED_IN_TESTS.includes(name) || specifier.startsWith("node:"))) continue;
    problems.push({
      line,
      why: `core imports ${specifier} (not on core's allow-list in scripts/lint/coreImports.mjs)`,
    });
  }
  return problems;
}
