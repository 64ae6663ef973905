#!/usr/bin/env node
// Fails when the JavaScript that /signin loads exceeds 120 KB gzipped, when any other access screen or any panel
// route (src/routes/panel/**, found in the source tree) loads more than 160 KB, when OpenLayers (`ol`) is part of it or
// of any other access screen, or when any chunk bundles src/messages/index.ts (the index of every text group, for
// tests and tools: a screen that imported it would carry the texts of all screens). Reads the build (see chunkClosure.mjs); e2e/budget.e2e.ts checks the same figure
// against what Chromium actually downloads.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { isOlModule, panelRoutes, readBuild, SCREENS, screenFiles } from "./chunkClosure.mjs";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(appDir, "dist");
const LIMIT_KB = 120;
const ROUTE_LIMIT_KB = 160;
const limitOf = (screen) => (screen === "/signin" ? LIMIT_KB : ROUTE_LIMIT_KB);
const build = readBuild(dist);
const { chunks } = build;
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let failed = false;
const withIndex = Object.keys(chunks).filter((f) => chunks[f].modules.includes("src/messages/index.ts"));
if (withIndex.length) {
  console.error(
    `  src/messages/index.ts is bundled in ${withIndex.join(", ")}: import the group's module instead`,
  );
  failed = true;
}
for (const [screen, routeFiles] of Object.entries({ ...SCREENS, ...panelRoutes(appDir) })) {
  const files = screenFiles(build, routeFiles);
  let gz = 0;
  const withOl = [];
  for (const file of files) {
    gz += gzipped(file);
    if (chunks[file].modules.some(isOlModule)) withOl.push(file);
  }
  const kb = gz / 1024;
  if (screen === "/signin") {
    // Estimated split of the gzipped total by package (each chunk's gzip shared by its modules' rendered sizes).
    const share = {};
    for (const file of files) {
      const sizes = Object.entries(chunks[file].sizes ?? {});
      const total = sizes.reduce((n, [, v]) => n + v, 0) || 1;
      const fileGz = gzipped(file);
      for (const [id, size] of sizes) {
        const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
        const group = pkg ?? (id.includes("packages/api-client") ? "@ceremony/api-client" : "panel code");
        share[group] = (share[group] ?? 0) + (fileGz * size) / total;
      }
    }
    const rows = Object.entries(share).sort((a, b) => b[1] - a[1]);
    console.log(rows.map(([g, b]) => `    ${(b / 1024).toFixed(1).padStart(6)} KB  ${g}`).join("\n"));
  }
  const over = kb > limitOf(screen);
  console.log(
    `${screen}: ${files.size} JS files, ${kb.toFixed(1)} KB gzipped${over ? ` (over ${limitOf(screen)} KB)` : ""}`,
  );
  if (over) failed = true;
  if (withOl.length) {
    console.error(`  ol is loaded by ${screen}: ${withOl.join(", ")}`);
    failed = true;
  }
}
if (failed) {
  console.error("budget: FAILED");
  process.exit(1);
}
console.log(
  `budget: ok (/signin within ${LIMIT_KB} KB gzipped, every other route within ${ROUTE_LIMIT_KB} KB, no ol)`,
);
