#!/usr/bin/env node
// `pnpm test:browser`: builds the panel once (unless E2E_SKIP_BUILD=1), then runs the shared-server suites
// (vitest.e2e.config.ts) and the own-server suites (vitest.e2e.own.config.ts) side by side, each one file at a time,
// each line prefixed with its run. Arguments (file filters, vitest flags) go to both runs. Fails if either fails.
// E2E_SERIAL=1 runs them one after the other instead.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);

if (process.env.E2E_SKIP_BUILD !== "1") {
  // The panel under test is the production build.
  const build = spawnSync("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], {
    cwd: appDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs one config; resolves with its exit code and seconds. */
function run(label, config) {
  const started = Date.now();
  // A filter may match files of one config only: the other then has nothing to run, which is no failure.
  const filtered = args.some((arg) => !arg.startsWith("-"));
  const child = spawn(
    "pnpm",
    ["exec", "vitest", "run", "-c", config, ...(filtered ? ["--passWithNoTests"] : []), ...args],
    { cwd: appDir, env: { ...process.env, E2E_SKIP_BUILD: "1" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
  return new Promise((resolve) =>
    child.on("close", (code) => resolve({ label, code: code ?? 1, secs: (Date.now() - started) / 1000 })),
  );
}

const lanes = [
  ["shared server", "vitest.e2e.config.ts"],
  ["own servers", "vitest.e2e.own.config.ts"],
];
// E2E_SERIAL=1 runs the two one after the other (a machine too busy for two browsers at once).
const results = [];
if (process.env.E2E_SERIAL === "1")
  for (const [label, config] of lanes) results.push(await run(label, config));
else results.push(...(await Promise.all(lanes.map(([label, config]) => run(label, config)))));
for (const { label, code, secs } of results)
  console.log(`${code === 0 ? "✔" : "✖"} ${label} suites: ${secs.toFixed(1)}s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
