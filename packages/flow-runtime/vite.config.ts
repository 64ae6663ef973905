import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The stylesheet is opt-in (`@ceremony/flow-runtime/styles.css`), so it is copied beside the bundle, not imported by it.
function copyStyles(): Plugin {
  return {
    name: "flow-runtime:copy-styles",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "styles.css",
        source: readFileSync(new URL("./src/styles.css", import.meta.url), "utf8"),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), copyStyles()],
  build: {
    lib: { entry: "src/index.ts", formats: ["es"], fileName: "index" },
    sourcemap: true,
    // Dependencies stay imports: the adopter's bundler keeps one copy of each (persian-text is shared with form-runtime).
    rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^@ceremony\/persian-text($|\/)/] },
  },
});
