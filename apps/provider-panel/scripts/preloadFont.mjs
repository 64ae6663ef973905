// Build step: adds `<link rel="preload" as="font">` to index.html for the font file the first screen paints with,
// pointing at its hashed name in this build. Without it the browser finds the font only after the CSS arrives and
// the text is laid out, one more round trip before the Persian text takes its final shape.

/**
 * Vite plugin: preloads the emitted asset whose original name matches `pattern` (for the panel: Vazirmatn's arabic
 * subset, which holds Persian letters and digits). Fails the build when no asset or more than one matches, so a
 * renamed font cannot silently drop the preload.
 */
export function preloadFont(pattern) {
  let base = "/";
  return {
    name: "preload-font",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const fonts = Object.values(ctx.bundle ?? {}).filter(
          (item) =>
            item.type === "asset" &&
            item.fileName.endsWith(".woff2") &&
            [...(item.originalFileNames ?? []), ...(item.names ?? [])].some((name) => pattern.test(name)),
        );
        if (fonts.length !== 1) {
          throw new Error(
            `preload-font: ${fonts.length} woff2 assets match ${pattern} (expected exactly one)`,
          );
        }
        return [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              as: "font",
              type: "font/woff2",
              href: `${base}${fonts[0].fileName}`,
              crossorigin: "",
            },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}
