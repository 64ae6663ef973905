// Build step: index.html preloads what its entry script imports statically (the rolldown runtime). The browser
// would otherwise find it only once the entry had arrived and been parsed: one more round trip before any script
// runs (Lighthouse showed the runtime's request leaving after the entry had downloaded).

/**
 * Vite plugin: adds `<link rel="modulepreload" crossorigin>` for each chunk an entry chunk imports statically.
 * @returns {import("vite").Plugin}
 */
export function preloadImports() {
  let base = "/";
  return {
    name: "preload-imports",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const entries = Object.values(ctx.bundle ?? {}).filter(
          (item) => item.type === "chunk" && item.isEntry,
        );
        const files = new Set(entries.flatMap((entry) => (entry.type === "chunk" ? entry.imports : [])));
        return [...files].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: "", href: `${base}${file}` },
          injectTo: "head",
        }));
      },
    },
  };
}
