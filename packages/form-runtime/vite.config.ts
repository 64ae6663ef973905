import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The map entry (OpenLayers) is built by the modules work; include it only once it exists.
const entries: Record<string, string> = { index: here("./src/index.ts") };
// The native dialog alone, for apps that want only the modal (no form engine; its small reset, dialog.css) in their entry chunk.
entries.dialog = here("./src/dialog/Dialog.tsx");
// The once-fetched lazy chunk, for apps that split their own screens the way the engine splits its parts.
entries.lazy = here("./src/core/lazyChunk.ts");
// Adopters' test helpers and the designers' playground: subpath entries, never in the engine's chunk.
entries.testing = here("./src/testing/index.ts");
entries.playground = here("./src/playground/index.ts");
if (existsSync(here("./src/map/index.ts"))) entries.map = here("./src/map/index.ts");

// A library leaves its dependencies to the consumer's bundler (one copy of each in the app).
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const external = (id: string) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default defineConfig({
  plugins: [react()],
  build: {
    lib: { entry: entries, formats: ["es"], cssFileName: "styles" },
    sourcemap: true,
    // One stylesheet for every entry (engine, modules, map): adopters import `@ceremony/form-runtime/styles.css` once.
    cssCodeSplit: false,
    rolldownOptions: { external },
  },
});
