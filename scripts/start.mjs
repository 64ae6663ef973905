#!/usr/bin/env node
// `pnpm start`: serves the product. The panel and the server are built only when their inputs changed since the
// builds in their dist/ folders (a content hash, scripts/start/buildStamp.mjs), so a second start serves in seconds;
// a first start, or one after any edit, builds first as before.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inputsHash, isUpToDate, writeStamp } from "./start/buildStamp.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const panel = "apps/provider-panel";
const dist = join(root, panel, "dist");

/** What `vite build` of the panel reads: its own files, the workspace packages' sources, the lockfile. */
const inputs = [
  ...["src", "public", "scripts", "index.html", "vite.config.ts", "tsconfig.json", "package.json"].map(
    (name) => `${panel}/${name}`,
  ),
  ...readdirSync(join(root, "packages")).flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
  ]),
  "pnpm-lock.yaml",
];
/** The build reads VITE_* variables into the bundle: a change of one is a change of input. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VITE_")));

function run(command) {
  const result = spawnSync(command, { cwd: root, shell: true, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hash = inputsHash(root, inputs, buildEnv);
if (isUpToDate(dist, hash)) {
  console.log("panel build is up to date with its sources: serving it without rebuilding");
} else {
  run("pnpm --filter @ceremony/provider-panel build");
  writeStamp(dist, hash);
}
// The server runs compiled (dist/main.js, no TypeScript loader), rebuilt likewise only when its sources changed.
const server = "apps/reference-api";
const serverHash = inputsHash(root, [
  `${server}/src`,
  `${server}/scripts/build.mjs`,
  `${server}/package.json`,
  ...readdirSync(join(root, "packages")).map((name) => `packages/${name}/src`),
  "pnpm-lock.yaml",
]);
const serverDist = join(root, server, "dist");
if (!isUpToDate(serverDist, serverHash)) {
  run("pnpm --filter @ceremony/reference-api build");
  writeStamp(serverDist, serverHash);
}
run("pnpm --filter @ceremony/reference-api start");
