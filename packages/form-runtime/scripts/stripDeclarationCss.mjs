// After `tsc` emits declarations: drop the side-effect stylesheet imports it copies into `.d.ts` files.
// A declaration file that imports CSS fails a consumer's typecheck under `noUncheckedSideEffectImports` (the default
// in TypeScript 7); the stylesheet is opt-in instead (`import "@ceremony/form-runtime/styles.css"`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const CSS_IMPORT = /^import\s+["'][^"']+\.css["'];?\s*\r?\n/gm;

/** Every `.d.ts` file under `dir`. */
function declarations(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarations(path);
    return entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

let stripped = 0;
for (const file of declarations(dist)) {
  const text = readFileSync(file, "utf8");
  const next = text.replace(CSS_IMPORT, "");
  if (next !== text) {
    writeFileSync(file, next);
    stripped += 1;
  }
}
console.log(`declarations: removed stylesheet imports from ${stripped} file(s)`);
