#!/usr/bin/env node
// The one entry point for every check. `pnpm check` runs the fast gate (lint, contract, types,
// unit tests, builds, budgets); `pnpm test` (--all) adds the browser, end-to-end and PostgreSQL suites.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const all = process.argv.includes("--all");

/**
 * The workspace packages (pnpm-workspace.yaml: packages/*, apps/*) that have `script`, one step each so that the
 * timings say which package's suite took the time.
 */
function packagesWith(script) {
  return ["packages", "apps"].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        try {
          const pkg = JSON.parse(readFileSync(join(root, dir, entry.name, "package.json"), "utf8"));
          return pkg.scripts?.[script] ? [pkg.name] : [];
        } catch {
          return [];
        }
      }),
  );
}

/** @type {Array<[string, string]>} */
const steps = [
  ["lint (biome + layer rules)", "pnpm lint"],
  ["openapi lint", "pnpm exec redocly lint openapi/provider-api.yaml --format=stylish"],
  ["generated api types are fresh", "node scripts/check-generated.mjs"],
  ["typecheck", "pnpm -r --workspace-concurrency=2 run typecheck"],
  [
    "contract types both apps: a core answer, a request body and a marketplace answer field renamed in a scratch copy fail both typechecks",
    "node scripts/check-renamed-field.mjs",
  ],
  ...packagesWith("test").map((name) => [`unit tests: ${name}`, `pnpm --filter ${name} run test`]),
  ["build", "pnpm -r --workspace-concurrency=1 run build"],
  [
    "budget: JavaScript loaded by /signin ≤ 120 KB gzipped, by every other route ≤ 160 KB, no ol",
    "pnpm --filter @ceremony/provider-panel budget",
  ],
  [
    "size: form-runtime's up-front JavaScript ≤ 30,000 B gzipped over React (lazy chunks apart)",
    "pnpm --filter @ceremony/form-runtime size",
  ],
];
if (all) {
  for (const name of packagesWith("test:browser"))
    steps.push([
      `browser and end-to-end suites: ${name}`,
      // The build step above already built the panel: the end-to-end setup need not build it again.
      `E2E_SKIP_BUILD=1 pnpm --filter ${name} run test:browser`,
    ]);
  steps.push([
    "stories: every story of both engines and the panel rendered in chromium, axe on each (a violation fails)",
    "pnpm test:stories",
  ]);
  steps.push([
    "consumer test: both engines packed, installed with npm outside the workspace, typechecked, built, run",
    "pnpm --filter @ceremony/form-runtime run test:consumer",
  ]);
  steps.push([
    "Lighthouse mobile (median of 5 on 3 routes, of 3 on 7 more): performance ≥ 95, accessibility 100, best practices 100",
    "pnpm --filter @ceremony/provider-panel lighthouse",
  ]);
  steps.push([
    "interactions at 4× CPU (median of 5): every scenario's longest interaction ≤ 100 ms",
    "pnpm --filter @ceremony/provider-panel interactions",
  ]);
  steps.push([
    "storage suite on PostgreSQL 15",
    "bash scripts/with-postgres.sh pnpm -r --workspace-concurrency=1 --if-present run test:pg",
  ]);
  steps.push([
    "two compiled instances on PostgreSQL 15 behind nginx, one stopped with SIGTERM mid-traffic",
    "bash scripts/with-postgres.sh pnpm --filter @ceremony/reference-api run test:proxy",
  ]);
}

/** Seconds each step took, printed as one table at the end (and on failure): where the run's time went. */
const timings = [];
const table = () =>
  `\nstep timings:\n${timings.map(([name, secs]) => `  ${secs.padStart(7)}s  ${name.replace(/: [^@]*$/, "")}`).join("\n")}`;

const started = Date.now();
for (const [name, command] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push([name, secs]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    console.error(table());
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(table());
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
