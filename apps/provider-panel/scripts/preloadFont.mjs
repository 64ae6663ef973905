// Build step: adds `<link rel="preload" as="font">` to index.html for the font file the first screen paints with,
// pointing at its hashed name in this build. Without it the browser finds the font only after the CSS arrives and
// the text is laid out, one more round trip before the Persian text takes its final shape.

/**
 * Vite plugin: preloads, for each of `patterns`, the emitted asset whose original name matches it (for the panel:
 * the two small faces of src/fonts, Persian letters and digits, and the space and punctuation Persian text shares
 * with Latin). Fails the build when a pattern matches no asset or more than one, so a renamed font cannot silently
 * drop the preload.
 * @param {RegExp[]} patterns
 */
export function preloadFont(patterns) {
  let base = "/";
  return {
    name: "preload-font",
    apply: /** @type {const} */ ("build"),
    /** @param {{ base: string }} config */
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: /** @type {const} */ ("post"),
      /** @param {string} _html @param {{ bundle?: Record<string, { type: string; fileName: string; originalFileNames?: string[]; names?: string[] }> }} ctx */
      handler(_html, ctx) {
        const woff2 = Object.values(ctx.bundle ?? {}).filter(
          (item) => item.type === "asset" && item.fileName.endsWith(".woff2"),
        );
        return patterns.map((pattern) => {
          const fonts = woff2.filter((item) =>
            [...(item.originalFileNames ?? []), ...(item.names ?? [])].some((name) => pattern.test(name)),
          );
          if (fonts.length !== 1) {
            throw new Error(
              `preload-font: ${fonts.length} woff2 assets match ${pattern} (expected exactly one)`,
            );
          }
          return {
            tag: "link",
            attrs: {
              rel: "preload",
              as: "font",
              type: "font/woff2",
              href: `${base}${fonts[0]?.fileName}`,
              crossorigin: "",
            },
            injectTo: /** @type {const} */ ("head-prepend"),
          };
        });
      },
    },
  };
}
