// The JavaScript each access screen loads, computed from the build: what index.html loads, plus the screen's route
// chunks, closed over static imports. Shared by scripts/budget.mjs and the browser check in e2e/budget.e2e.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

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

/**
 * Every route of the panel (src/routes/panel/**) with the route files whose chunks it loads: the root, the panel
 * layout, each `route.tsx` layout on the way, and the route's own file. Read from the source tree, so a new route is
 * budgeted without being listed.
 */
export function panelRoutes(appDir) {
  const routesDir = join(appDir, "src", "routes");
  const files = readdirSync(join(routesDir, "panel"), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx") && !f.endsWith(`${sep}route.tsx`))
    .sort();
  const routes = {};
  for (const file of files) {
    const parts = file.replace(/\.tsx$/, "").split(sep);
    const layouts = parts
      .slice(0, -1)
      .map((_, i) => `src/routes/panel/${parts.slice(0, i + 1).join("/")}/route.tsx`)
      .filter((layout) => existsSync(join(appDir, layout)));
    const segments = parts.filter((p) => p !== "index").map((p) => p.replace(/^\$(.+)$/, "{$1}"));
    routes[["/panel", ...segments].join("/")] = [
      "src/routes/__root.tsx",
      "src/routes/panel.tsx",
      ...layouts,
      `src/routes/panel/${parts.join("/")}.tsx`,
    ];
  }
  return routes;
}
