// The JavaScript each access screen loads, computed from the build: what index.html loads, plus the screen's route
// chunks, closed over static imports. Shared by scripts/budget.mjs and the browser check in e2e/budget.e2e.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Route files whose (split) chunks load on each access screen, besides what index.html loads. */
export const SCREENS = {
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

/** True for a module id inside the OpenLayers package. */
export const isOlModule = (id) => /node_modules\/(\.pnpm\/ol@[^/]+\/node_modules\/)?ol\//.test(id);

/** Reads dist/.vite/chunks.json (written by the chunk-map plugin) and the scripts dist/index.html loads. */
export function readBuild(dist) {
  const chunks = JSON.parse(readFileSync(join(dist, ".vite/chunks.json"), "utf8"));
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const htmlScripts = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const missing = htmlScripts.filter((f) => !chunks[f]);
  if (missing.length)
    throw new Error(`index.html loads scripts the chunk map does not know: ${missing.join(", ")}`);
  return { chunks, htmlScripts };
}

/** The chunk files a screen loads: index.html's scripts, entries, the screen's route chunks, and their imports. */
export function screenFiles({ chunks, htmlScripts }, routeFiles) {
  const entries = Object.keys(chunks).filter((f) => chunks[f].isEntry);
  const routeChunks = Object.keys(chunks).filter((f) => {
    const facade = chunks[f].facade ?? "";
    return routeFiles.some((r) => facade === r || facade.startsWith(`${r}?`));
  });
  const seen = new Set();
  const stack = [...htmlScripts, ...entries, ...routeChunks];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !chunks[file]) continue;
    seen.add(file);
    stack.push(...chunks[file].imports);
  }
  return seen;
}
