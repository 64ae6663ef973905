#!/usr/bin/env node
// Fails when the JavaScript that /signin loads exceeds 120 KB gzipped, or when OpenLayers (`ol`) is part of it or
// of any other access screen. Reads dist/.vite/chunks.json written by the chunk-map plugin in vite.config.ts.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const LIMIT_KB = 120;
const chunks = JSON.parse(readFileSync(join(dist, ".vite/chunks.json"), "utf8"));

/** Route files whose (split) chunks load on each access screen, besides the entry. */
const screens = {
  "/signin": ["src/routes/__root.tsx", "src/routes/_auth.tsx", "src/routes/_auth/signin/index.tsx"],
  "/": ["src/routes/__root.tsx", "src/routes/_auth.tsx", "src/routes/_auth/index.tsx"],
  "/signin/confirm": ["src/routes/__root.tsx", "src/routes/_auth.tsx", "src/routes/_auth/signin/confirm.tsx"],
  "/signup": ["src/routes/__root.tsx", "src/routes/_auth.tsx", "src/routes/_auth/signup.tsx"],
  "/forget-password": [
    "src/routes/__root.tsx",
    "src/routes/_auth.tsx",
    "src/routes/_auth/forget-password/index.tsx",
  ],
  "/forget-password/confirm": [
    "src/routes/__root.tsx",
    "src/routes/_auth.tsx",
    "src/routes/_auth/forget-password/confirm.tsx",
  ],
};

function closure(start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !chunks[file]) continue;
    seen.add(file);
    stack.push(...chunks[file].imports);
  }
  return seen;
}

const entries = Object.keys(chunks).filter((f) => chunks[f].isEntry);
let failed = false;
for (const [screen, routeFiles] of Object.entries(screens)) {
  const routeChunks = Object.keys(chunks).filter((f) => {
    const facade = chunks[f].facade ?? "";
    return routeFiles.some((r) => facade === r || facade.startsWith(`${r}?`));
  });
  const files = closure([...entries, ...routeChunks]);
  let gz = 0;
  const withOl = [];
  for (const file of files) {
    gz += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (chunks[file].modules.some((m) => /node_modules\/(\.pnpm\/ol@[^/]+\/node_modules\/)?ol\//.test(m))) {
      withOl.push(file);
    }
  }
  const kb = gz / 1024;
  if (screen === "/signin") {
    // Estimated split of the gzipped total by package (each chunk's gzip shared by its modules' rendered sizes).
    const share = {};
    for (const file of files) {
      const sizes = Object.entries(chunks[file].sizes ?? {});
      const total = sizes.reduce((n, [, v]) => n + v, 0) || 1;
      const fileGz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      for (const [id, size] of sizes) {
        const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
        const group = pkg ?? (id.includes("packages/api-client") ? "@ceremony/api-client" : "panel code");
        share[group] = (share[group] ?? 0) + (fileGz * size) / total;
      }
    }
    const rows = Object.entries(share).sort((a, b) => b[1] - a[1]);
    console.log(rows.map(([g, b]) => `    ${(b / 1024).toFixed(1).padStart(6)} KB  ${g}`).join("\n"));
  }
  const over = screen === "/signin" && kb > LIMIT_KB;
  console.log(
    `${screen}: ${files.size} JS files, ${kb.toFixed(1)} KB gzipped${over ? ` (over ${LIMIT_KB} KB)` : ""}`,
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
console.log(`budget: ok (/signin within ${LIMIT_KB} KB gzipped, no ol on access screens)`);
