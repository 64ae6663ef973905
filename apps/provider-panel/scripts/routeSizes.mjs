#!/usr/bin/env node
// Prints the JavaScript each marketplace route loads (gzipped), from the build: index.html's scripts plus the route's
// chunks, closed over static imports (scripts/chunkClosure.mjs), and whether OpenLayers is among them.
// Run after `pnpm build`: `node scripts/routeSizes.mjs`.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { isOlModule, readBuild, screenFiles } from "./chunkClosure.mjs";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const panel = ["src/routes/__root.tsx", "src/routes/panel.tsx"];
export const MARKETPLACE_ROUTES = {
  "/panel/services": [...panel, "src/routes/panel/services/index.tsx"],
  "/panel/services/new": [...panel, "src/routes/panel/services/new.tsx"],
  "/panel/process/{formId}": [...panel, "src/routes/panel/process/$formId.tsx"],
  "/panel/requests": [...panel, "src/routes/panel/requests/index.tsx"],
  "/panel/invoice": [...panel, "src/routes/panel/invoice/index.tsx"],
  "/panel/invoice/accepted": [...panel, "src/routes/panel/invoice/accepted.tsx"],
  "/panel/orders/{order_id}": [...panel, "src/routes/panel/orders/$orderId.tsx"],
};
const build = readBuild(dist);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
console.log("| route | JS files | gzipped | ol |\n|---|---|---|---|");
for (const [route, files] of Object.entries(MARKETPLACE_ROUTES)) {
  const closure = screenFiles(build, files);
  const total = [...closure].reduce((n, f) => n + gz(f), 0);
  const ol = [...closure].some((f) => build.chunks[f].modules.some(isOlModule));
  console.log(`| ${route} | ${closure.size} | ${(total / 1024).toFixed(1)} KB | ${ol ? "yes" : "no"} |`);
}
