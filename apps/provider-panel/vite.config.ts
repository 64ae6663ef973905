import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/precompress.mjs";
import { preloadFont } from "./scripts/preloadFont.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};
const changelog = JSON.parse(readFileSync(new URL("./public/changelog.json", import.meta.url), "utf8")) as {
  version_code: number;
};
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

// Paths the reference server answers; the SPA owns the rest (including /static/<page> when the browser asks for HTML).
const proxied = ["/api", "/initailize_data", "/changelog.json", "/pay", "/uploads"];

/** Libraries loaded on every screen, grouped into one always-loaded chunk. */
const RUNTIME =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react|react-dom|scheduler|use-sync-external-store|openapi-fetch|@tanstack\/(?:history|router-core|react-router|store|react-store|query-core|react-query))\//;

/**
 * Parts of those libraries only panel screens use (paged lists, parallel queries, suspense loaders, and the Store
 * class that only TanStack Form, inside form-runtime, needs): left to their screens' chunks.
 */
const PANEL_ONLY =
  /[Ii]nfiniteQuery(?:Observer|Options)|use(?:Suspense|Infinite)Quer|useSuspenseQueries|\/useQueries\.js$|\/queriesObserver\.js$|\/@tanstack\/store\/dist\/store\.js$/;

/**
 * App code of the access screens: main.tsx (so the entry's whole static graph joins too), the sign-in route chunks,
 * their texts and shared fields. With their static imports they form one always-loaded chunk. Anchored to this app's
 * src/ so an engine's own `src/messages.ts` (flow-runtime) stays in the marketplace chunks that use it.
 */
const ACCESS =
  /\0messages-group:(?:app|gate|errors|validation|auth|modal|common)Messages|\/provider-panel\/src\/(?:messages\.ts|shared\/format\/digits|shared\/validation\/(?:rules|phone)|shared\/routing\/|main\.tsx|routes\/_auth(?:\.tsx|\/index\.tsx|\/signin\/index\.tsx)\?tsr-split|shared\/ui\/TextField|features\/auth\/(?:useCompleteLogin|components\/(?:SigninForm|RulesLink|PhoneField|AuthLayout)))/;

/**
 * Build only: serves src/messages.ts as a facade over one module per `export const <name>Messages = {...} as const;`
 * group. A module is the smallest unit a bundler places in a chunk, so this lets each screen's chunk carry only the
 * texts it uses, while all Persian text stays in the one source file. Fails the build if the file's shape changes.
 */
function messagesPerGroup(): Plugin {
  const file = fileURLToPath(new URL("./src/messages.ts", import.meta.url));
  const prefix = "\0messages-group:";
  const groups = new Map<string, string>();
  return {
    name: "messages-per-group",
    apply: "build",
    resolveId(source) {
      return source.startsWith(prefix) ? source : null;
    },
    load(id) {
      if (id.startsWith(prefix)) {
        const name = id.slice(prefix.length);
        const body = groups.get(name);
        if (body === undefined) this.error(`messages-per-group: no group ${name}`);
        return { code: `export const ${name} = ${body} as const;\n`, moduleType: "ts" };
      }
      if (id !== file) return null;
      const source = readFileSync(file, "utf8");
      groups.clear();
      for (const m of source.matchAll(/^export const (\w+Messages) = (\{[\s\S]*?\}) as const;$/gm)) {
        groups.set(m[1] ?? "", m[2] ?? "");
      }
      const aggregate = source.search(/^export const messages = \{$/m);
      if (groups.size === 0 || aggregate < 0) this.error("messages-per-group: src/messages.ts changed shape");
      const names = [...groups.keys()];
      const imports = names.map((n) => `import { ${n} } from "${prefix}${n}";`).join("\n");
      return {
        code: `${imports}\nexport { ${names.join(", ")} };\n${source.slice(aggregate)}`,
        moduleType: "ts",
      };
    },
  };
}

/** Writes dist/.vite/chunks.json (modules and imports per chunk) for scripts/budget.mjs. */
function chunkMap(): Plugin {
  return {
    name: "chunk-map",
    // After Vite's own hooks, so chunks it drops (an entry left empty by the groups below) are not listed.
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
    messagesPerGroup(),
    chunkMap(),
    // The sign-in screen paints Persian text only: its letters and digits live in the arabic subset.
    preloadFont(/vazirmatn-arabic-wght-normal\.woff2$/),
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
        navigateFallbackDenylist: [/^\/(?:api|pay|uploads|initailize_data|changelog\.json)(?:\/|$)/],
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
      output: {
        codeSplitting: {
          groups: [
            // The runtime every screen needs goes into one chunk: gzip then works across React, the router and
            // the query client instead of restarting its dictionary in ~20 small shared chunks (measured −4.3 KB
            // on /signin). Only a whitelist, so a heavy library (ol, date-fns-jalali) never joins the start path.
            {
              name: "runtime",
              test: (id) => RUNTIME.test(id) && !PANEL_ONLY.test(id),
              priority: 20,
            },
            // Code the access screens share (texts, validation, sign-in form) in one chunk for the same reason.
            { name: "access", test: ACCESS, priority: 10 },
          ],
        },
      },
    },
  },
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
