import { readFileSync } from "node:fs";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};
const changelog = JSON.parse(readFileSync(new URL("./public/changelog.json", import.meta.url), "utf8")) as {
  version_code: number;
};
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

// Paths the reference server answers; the SPA owns the rest (including /static/<page> when the browser asks for HTML).
const proxied = ["/api", "/initailize_data", "/changelog.json", "/pay", "/uploads"];

/** Writes dist/.vite/chunks.json (modules and imports per chunk) for scripts/budget.mjs. */
function chunkMap(): Plugin {
  return {
    name: "chunk-map",
    generateBundle(_options, bundle) {
      const root = new URL(".", import.meta.url).pathname;
      const chunks: Record<string, unknown> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        chunks[item.fileName] = {
          isEntry: item.isEntry,
          facade: item.facadeModuleId?.replace(root, "") ?? null,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: item.moduleIds.map((id) => id.replace(root, "")),
          sizes: Object.fromEntries(
            Object.entries(item.modules).map(([id, m]) => [id.replace(root, ""), m.renderedLength]),
          ),
        };
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunks.json",
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders go to their own chunks too, so the feature query factories stay off the sign-in path.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader"],
          ["component"],
          ["pendingComponent", "errorComponent", "notFoundComponent"],
        ],
      },
      routeFileIgnorePattern: "\\.(test|stories)\\.tsx?$",
    }),
    react(),
    chunkMap(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_VERSION_CODE__: JSON.stringify(changelog.version_code),
  },
  build: { target: "es2022", sourcemap: false, modulePreload: { polyfill: false } },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, ws: path === "/api" }])),
      "/static": {
        target: apiTarget,
        bypass: (req) => (req.headers.accept?.includes("text/html") ? "/index.html" : undefined),
      },
    },
  },
});
