import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Splash } from "../shared/ui/FullScreen";
import { displayVersion } from "../shared/ui/version";

const html = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");

describe("index.html's static splash", () => {
  it("is the markup the Splash component renders, so React's first render replaces it without a visible change", () => {
    const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    const staticSplash = root.replace(/>\s+</g, "><").trim().replace("%PANEL_VERSION%", displayVersion());
    expect(staticSplash).toBe(renderToStaticMarkup(<Splash />));
  });

  it("has no inline script or style (the policy is script-src 'self', style-src 'self')", () => {
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style\b|\sstyle="/);
  });
});
