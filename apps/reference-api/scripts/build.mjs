#!/usr/bin/env node
// Compiles the server for production: src/main.ts and the workspace packages it imports (TypeScript sources)
// bundled into dist/main.js, the npm dependencies left as imports (native sharp, PGlite's WASM, pg), and the SQL
// migrations copied beside it. `node dist/main.js` then runs with no TypeScript loader.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@ceremony/"));
const out = join(dir, "dist");

rmSync(out, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(dir, "src/main.ts")],
  outfile: join(out, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Subpath imports of a dependency (`@fontsource-variable/vazirmatn/files/…`) stay imports too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  tsconfig: join(dir, "tsconfig.json"),
  logLevel: "warning",
  metafile: true,
});
// The migrator reads `migrations/` beside the running module (src/db/ under tsx, dist/ here).
cpSync(join(dir, "src/db/migrations"), join(out, "migrations"), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`dist/main.js built (${Math.round(bytes / 1024)} KiB with its source map)`);
