import { describe, expect, it } from "vitest";
import { preloadImports } from "./preloadImports.mjs";

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => unknown;

function run(bundle: Record<string, unknown>, base = "/") {
  const plugin = preloadImports();
  (plugin.configResolved as unknown as (c: { base: string }) => void)({ base });
  const hook = plugin.transformIndexHtml as unknown as { handler: Handler };
  return hook.handler("<html></html>", { bundle });
}

describe("preloadImports", () => {
  it("preloads what the entry imports statically, once, and not what it imports lazily", () => {
    const tags = run(
      {
        "assets/index-1.js": {
          type: "chunk",
          isEntry: true,
          fileName: "assets/index-1.js",
          imports: ["assets/runtime-0.js"],
          dynamicImports: ["assets/route-3.js"],
        },
        "assets/route-3.js": {
          type: "chunk",
          isEntry: false,
          fileName: "assets/route-3.js",
          imports: ["assets/runtime-0.js"],
          dynamicImports: [],
        },
        "assets/index-1.css": { type: "asset", fileName: "assets/index-1.css" },
      },
      "/panel/",
    );
    expect(tags).toEqual([
      {
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: "", href: "/panel/assets/runtime-0.js" },
        injectTo: "head",
      },
    ]);
  });

  it("adds nothing when the entry imports nothing", () => {
    expect(
      run({
        "assets/index-1.js": { type: "chunk", isEntry: true, fileName: "assets/index-1.js", imports: [] },
      }),
    ).toEqual([]);
  });
});
