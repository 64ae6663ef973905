import { describe, expect, it } from "vitest";
import { preloadFont } from "./preloadFont.mjs";

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => unknown;

function run(bundle: Record<string, unknown>, base = "/") {
  const plugin = preloadFont([/vazirmatn-arabic-wght-normal\.woff2$/, /vazirmatn-latin-wght-normal\.woff2$/]);
  (plugin.configResolved as unknown as (c: { base: string }) => void)({ base });
  const hook = plugin.transformIndexHtml as unknown as { handler: Handler };
  return hook.handler("<html></html>", { bundle });
}

const asset = (fileName: string, original: string) => ({
  type: "asset",
  fileName,
  originalFileNames: [original],
  names: [original.split("/").pop()],
});

describe("preloadFont", () => {
  it("preloads the hashed file of each matching subset, and no other, crossorigin as fonts require", () => {
    const tags = run(
      {
        a: asset(
          "assets/vazirmatn-arabic-wght-normal-AbC1.woff2",
          "files/vazirmatn-arabic-wght-normal.woff2",
        ),
        b: asset("assets/vazirmatn-latin-wght-normal-XyZ2.woff2", "files/vazirmatn-latin-wght-normal.woff2"),
        c: { type: "chunk", fileName: "assets/index-1.js" },
        d: asset(
          "assets/vazirmatn-latin-ext-wght-normal-Q3.woff2",
          "files/vazirmatn-latin-ext-wght-normal.woff2",
        ),
      },
      "/panel/",
    );
    expect(tags).toEqual([
      {
        tag: "link",
        attrs: {
          rel: "preload",
          as: "font",
          type: "font/woff2",
          href: "/panel/assets/vazirmatn-arabic-wght-normal-AbC1.woff2",
          crossorigin: "",
        },
        injectTo: "head-prepend",
      },
      {
        tag: "link",
        attrs: {
          rel: "preload",
          as: "font",
          type: "font/woff2",
          href: "/panel/assets/vazirmatn-latin-wght-normal-XyZ2.woff2",
          crossorigin: "",
        },
        injectTo: "head-prepend",
      },
    ]);
  });

  it("fails the build when the font is gone rather than dropping the preload", () => {
    expect(() =>
      run({
        b: asset("assets/vazirmatn-latin-wght-normal-XyZ2.woff2", "files/vazirmatn-latin-wght-normal.woff2"),
      }),
    ).toThrow(/0 woff2 assets match/);
  });
});
