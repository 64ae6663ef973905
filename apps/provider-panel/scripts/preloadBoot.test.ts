import { describe, expect, it } from "vitest";
import { preloadBoot } from "./preloadBoot.mjs";

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => unknown;

function run(bundle: Record<string, unknown>, base = "/") {
  const plugin = preloadBoot();
  (plugin.configResolved as unknown as (c: { base: string }) => void)({ base });
  const hook = plugin.transformIndexHtml as unknown as { handler: Handler };
  return hook.handler("<html></html>", { bundle });
}

describe("preloadBoot", () => {
  it("preloads what the entry imports dynamically and what both import statically, with the stylesheet", () => {
    const tags = run(
      {
        "assets/index-1.js": {
          type: "chunk",
          isEntry: true,
          fileName: "assets/index-1.js",
          imports: ["assets/runtime-0.js"],
          dynamicImports: ["assets/boot-2.js"],
        },
        "assets/boot-2.js": {
          type: "chunk",
          isEntry: false,
          fileName: "assets/boot-2.js",
          imports: ["assets/runtime-0.js", "assets/index-1.js"],
          dynamicImports: ["assets/route-3.js"],
          viteMetadata: { importedCss: new Set(["assets/boot-2.css"]) },
        },
        "assets/route-3.js": {
          type: "chunk",
          isEntry: false,
          fileName: "assets/route-3.js",
          dynamicImports: [],
        },
      },
      "/panel/",
    );
    expect(tags).toEqual([
      {
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: "", href: "/panel/assets/runtime-0.js" },
        injectTo: "head",
      },
      {
        tag: "link",
        attrs: { rel: "stylesheet", crossorigin: "", href: "/panel/assets/boot-2.css" },
        injectTo: "head",
      },
      {
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: "", href: "/panel/assets/boot-2.js" },
        injectTo: "head",
      },
    ]);
  });

  it("fails the build when the entry imports nothing dynamically rather than dropping the preload", () => {
    expect(() =>
      run({
        "assets/index-1.js": {
          type: "chunk",
          isEntry: true,
          fileName: "assets/index-1.js",
          dynamicImports: [],
        },
      }),
    ).toThrow(/imports no chunk dynamically/);
  });
});
