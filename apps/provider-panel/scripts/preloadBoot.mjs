// Build step: index.html preloads the "boot" chunk (scripts/startChunk.mjs) and links its stylesheet, so the app's
// code downloads beside the start code instead of after it. The entry imports it dynamically, to evaluate it in a
// task of its own; without this the browser would discover it only once the start code had run.

/**
 * Vite plugin: adds `<link rel="modulepreload">` for every chunk the entry chunk imports dynamically (the entry's
 * `import()` of the boot code runs at once, so it is wanted as early as the entry itself) and for what the entry and
 * those chunks import statically, and `<link rel="stylesheet">` for the CSS the boot chunks import. Fails the build when the entry imports nothing dynamically, so a change
 * in the start-up cannot silently drop the preload.
 */
export function preloadBoot() {
  let base = "/";
  return {
    name: "preload-boot",
    apply: /** @type {const} */ ("build"),
    /** @param {{ base: string }} config */
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: /** @type {const} */ ("post"),
      /**
       * @param {string} _html
       * @param {{ bundle?: Record<string, { type: string; isEntry?: boolean; fileName: string; imports?: string[]; dynamicImports?: string[]; viteMetadata?: { importedCss?: Set<string> } }> }} ctx
       */
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const entries = Object.values(bundle).filter((item) => item.type === "chunk" && item.isEntry);
        const boot = entries.flatMap((entry) => entry.dynamicImports ?? []);
        if (boot.length === 0) throw new Error("preload-boot: the entry imports no chunk dynamically");
        // What the entry and the boot chunk import statically (the rolldown runtime) would otherwise be found only
        // once the importing file has arrived and been parsed: one more round trip before anything runs.
        const imported = [...entries, ...boot.map((file) => bundle[file])].flatMap(
          (chunk) => chunk?.imports ?? [],
        );
        const entryFiles = new Set(entries.map((entry) => entry.fileName));
        const files = [...new Set([...imported, ...boot])].filter((file) => !entryFiles.has(file));
        return files.flatMap((file) => [
          // Without its stylesheet in the page, Vite's loader would fetch it only when the import runs.
          ...[...(bundle[file]?.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: "link",
            attrs: { rel: "stylesheet", crossorigin: "", href: `${base}${css}` },
            injectTo: "head",
          })),
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: "", href: `${base}${file}` },
            injectTo: "head",
          },
        ]);
      },
    },
  };
}
