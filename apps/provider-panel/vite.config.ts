import { readFileSync } from "node:fs";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// A relative path: the config is bundled by Vite, while a bare import of the workspace package would reach Node as TypeScript.
import { toPersianDigits } from "../../packages/persian-text/src/digits";
import { eagerCommonJs } from "./scripts/eagerFactories.mjs";
import { hoistImports } from "./scripts/hoistImports.mjs";
import { noDevtoolsEvents } from "./scripts/noDevtoolsEvents.mjs";
import { precompress } from "./scripts/precompress.mjs";
import { preloadFont } from "./scripts/preloadFont.mjs";
import { preloadImports } from "./scripts/preloadImports.mjs";
import { navigateFallbackDenylist, serverPaths } from "./scripts/serverPaths.mjs";
import { startChunk } from "./scripts/startChunk.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};
const changelog = JSON.parse(readFileSync(new URL("./public/changelog.json", import.meta.url), "utf8")) as {
  version_code: number;
};
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/** Writes the displayed version into index.html's static splash, as the Splash component shows it. */
function splashVersion(): Plugin {
  return {
    name: "splash-version",
    transformIndexHtml: (html) => html.replace("%PANEL_VERSION%", toPersianDigits(pkg.version)),
  };
}

/** Writes dist/.vite/chunks.json (modules and imports per chunk) for scripts/budget.mjs. */
function chunkMap(): Plugin {
  return {
    name: "chunk-map",
    // After Vite's own hooks, so chunks it drops (an entry left empty by the start group below) are not listed.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
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
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders go to a chunk too, so the feature query factories stay off the sign-in path: the component's, which
      // the first page already downloads during start-up (app/preloadFirstPage.ts), instead of one more after it.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader", "component"],
          ["pendingComponent", "errorComponent", "notFoundComponent"],
        ],
      },
      routeFileIgnorePattern: "\\.(test|stories)\\.tsx?$",
    }),
    react(),
    // No devtools listen in a built page: TanStack Form's devtools client is replaced by an inert one.
    noDevtoolsEvents(),
    splashVersion(),
    chunkMap(),
    // The panel's own text is drawn with two small faces (src/fonts): Persian letters and digits, and the space,
    // punctuation and guillemets. Preloaded, both arrive without waiting for the first layout to ask for them.
    preloadFont([/vazirmatn-persian\.woff2$/, /vazirmatn-punctuation\.woff2$/]),
    // The rolldown runtime the start chunk imports downloads beside it instead of after it.
    preloadImports(),
    // CommonJS module bodies (ReactDOM's) compiled while the script streams, not on the main thread at first call.
    eagerCommonJs(),
    // Every chunk names the chunks it needs through its imports, so a route's whole set is asked for at once.
    hoistImports(),
    // The service worker: precaches the shell and every hashed asset (never API answers), serves index.html for
    // navigations offline, and waits for the user's "update" (registerType 'prompt'; registered lazily in main.tsx).
    // The manifest is the hand-written public/manifest.webmanifest.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      strategies: "generateSW",
      workbox: {
        globPatterns: ["**/*.{js,css,html,woff2,svg,png,webmanifest}"],
        // changelog.json must always come from the server: it is how a new build is announced.
        globIgnores: ["**/changelog.json", ".vite/**"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // Last: brotli/gzip twins of every text file, including the service worker VitePWA has just written.
    precompress(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the store's selector hook needs no shim for React 17 (−0.2 KB gz).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
        replacement: "use-sync-external-store/with-selector",
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_VERSION_CODE__: JSON.stringify(changelog.version_code),
  },
  build: {
    target: "es2022",
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      // Chunks follow the import graph: one chunk of what the entry imports statically (scripts/startChunk.mjs),
      // one of the /panel layout's code with everything it imports (below), and rolldown's automatic splitting along
      // the dynamic imports (route components, lazy dialogs) for the rest. No file or package name appears here,
      // only the layout's route (its URL), so renaming a file cannot move code between chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: startChunk(), debugName: "start" },
            // Every panel screen loads the layout first: split along which screens share what, its imports were a
            // dozen files of about 1 KB, asked for in waves of six on a phone's HTTP/1.1 connections
            // (docs/decisions/lhlists.md).
            { name: "panel", test: /src\/routes\/panel\.tsx\?tsr-split/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // The paths the reference server answers; the SPA owns the rest (including /static/<page> when the browser
      // asks for HTML).
      ...Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, ws: path === "/api" }])),
      "/static": {
        target: apiTarget,
        bypass: (req) => (req.headers.accept?.includes("text/html") ? "/index.html" : undefined),
      },
    },
  },
});
