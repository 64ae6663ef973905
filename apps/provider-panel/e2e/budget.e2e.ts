import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOlModule, readBuild, SCREENS, screenFiles } from "../scripts/chunkClosure.mjs";
import { authMessages } from "../src/messages/auth";
import { launchBrowser, phoneContext } from "./browser";

const dist = join(fileURLToPath(new URL(".", import.meta.url)), "..", "dist");
const LIMIT_BYTES = 120 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("sign-in bundle in a real browser", () => {
  it("loads at most 120 KB of gzipped JavaScript, no OpenLayers, and exactly the files the budget script counts", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const loaded = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        loaded.set(new URL(response.url()).pathname.slice(1), response.body());
      }
    });
    await page.goto("/signin", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByRole("heading", { name: authMessages.welcome }).isVisible()).toBe(true);

    let gzipped = 0;
    for (const body of loaded.values()) gzipped += gzipSync(await body, { level: 9 }).length;
    const build = readBuild(dist);
    const withOl = [...loaded.keys()].filter((file) => build.chunks[file]?.modules.some(isOlModule) ?? false);

    // The static closure of scripts/budget.mjs is what the browser downloads, so its figure can be trusted.
    // Checked first: when the size fails, the file list says what came in beyond the closure.
    expect([...loaded.keys()].sort()).toEqual([...screenFiles(build, SCREENS["/signin"] ?? [])].sort());
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(LIMIT_BYTES);
    expect(withOl).toEqual([]);
    await context.close();
  });
});
