import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { launchBrowser, phoneContext, signInWithCode, takeCspViolations } from "./browser";

// With SCREENSHOTS=1 the first-visit offline screen is saved to screenshots/access/.
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots", "access");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Waits until a service worker controls the page and has precached the shell. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first load is not yet controlled; a reload is (clients are claimed on activation or on the next load).
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const key of await caches.keys())
            if (
              (await (await caches.open(key)).keys()).some((r) => new URL(r.url).pathname === "/index.html")
            )
              return true;
          return false;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe("installable PWA", () => {
  it("links a valid Persian RTL manifest whose icons exist at their stated sizes", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto("/signin");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const answer = await page.request.get(href ?? "");
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({ lang: "fa", dir: "rtl", display: "standalone", start_url: "/panel" });
    expect(manifest.name).toMatch(/[\u0600-\u06FF]/);
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute("content"));
    const png = manifest.icons.filter((i) => i.type === "image/png");
    expect(png.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of png) {
      const r = await page.request.get(icon.src);
      expect(r.status(), icon.src).toBe(200);
      expect(pngSize(await r.body()).join("x"), icon.src).toBe(icon.sizes);
    }
    await context.close();
  });

  it("the service worker installs, and the shell then loads offline and says the internet is cut", async () => {
    const context = await phoneContext(browser, { serviceWorkers: "allow" });
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const shell = await page.goto("/panel/wallet");
    expect(shell?.fromServiceWorker()).toBe(true);
    // The shell (index.html and its hashed chunks) comes from the worker's cache; the panel says it is offline.
    await expect
      .poll(() => page.getByText(messages.errors.offline).first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    // Back online the panel loads by itself (a reload); the context is closed only once it has, since closing it
    // in the middle of that reload could hang for minutes.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId("wallet-balance").textContent(), { timeout: 30_000 })
      .toContain(messages.money.toman);
    await context.close();
  });

  it("with the service worker active, the side menu's external links still reach the server's pages (issue 27 item 4)", async () => {
    const context = await phoneContext(browser, { serviceWorkers: "allow" });
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    await waitForServiceWorker(page);
    for (const [entry, title] of [
      [messages.shell.monthlyReport, "سامانه ثبت گزارش ماهانه"],
      [messages.shell.consumerApp, "اپلیکیشن مشتریان"],
    ] as const) {
      await page.getByRole("button", { name: messages.shell.menu }).click();
      const [portal] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: entry }).click(),
      ]);
      // The demo portals are pages of the reference server (same origin): the worker's navigation fallback would
      // answer them with the panel's index.html, whose router has no such page.
      await portal.waitForLoadState();
      await expect.poll(() => portal.getByRole("heading", { name: title }).isVisible()).toBe(true);
      expect(await portal.getByText(messages.errors.notFound).count()).toBe(0);
      await portal.close();
      await page.keyboard.press("Escape");
    }
    await context.close();
  });

  it("a first visit that loses the connection before the initial data says the internet is cut, and its retry works once online", async () => {
    // No service worker (blocked) and nothing cached: the page and its chunks arrive, then the connection drops
    // while /initailize_data is on its way (the only way a first visit offline shows anything of the panel).
    const context = await phoneContext(browser);
    const page = await context.newPage();
    let asked = 0;
    await page.route("**/initailize_data*", async (route) => {
      asked += 1;
      await context.setOffline(true);
      await route.abort("internetdisconnected");
    });
    await page.goto("/signin");
    const title = page.getByRole("heading", { name: messages.errors.offline });
    await title.waitFor({ timeout: 30_000 });
    expect(await page.getByText(messages.gate.loadError).count()).toBe(0);
    if (process.env.SCREENSHOTS === "1") {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: join(shotsDir, "first-visit-offline.png") });
    }
    // Still offline: the retry asks again in place and keeps the panel's own message (a reload would leave the
    // browser's error page).
    const before = asked;
    await page.getByRole("button", { name: messages.gate.retry }).click();
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(() => title.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/signin");

    // That round (the retry, then the query's own second try a second later) is over before the connection comes
    // back, so no try still waiting goes through by itself and takes the button away before the click below.
    const retry = page.getByRole("button", { name: messages.gate.retry });
    await expect.poll(() => retry.isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.unroute("**/initailize_data*");
    await context.setOffline(false);
    // Once online the failed initial data is asked again by itself (issue 27 item 3: shared/recovery) or through the
    // retry, whichever comes first. A click sent right as the connection came back sometimes never found the button (the whole 30 s,
    // about 1 run in 3 of this file, not reproduced under instrumentation), so each try is short and the next one clicks again.
    const phone = page.getByLabel(messages.auth.phone);
    await expect
      .poll(
        async () => {
          if (await phone.isVisible()) return true;
          await retry.click({ timeout: 3_000 }).catch(() => undefined);
          return phone.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await title.count()).toBe(0);
    await context.close();
  });

  it("the document carries the CSP, and the watch catches a violation (so its silence elsewhere means none)", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const response = await page.goto("/signin");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "document.title = 'injected'";
      document.head.append(s);
    });
    let seen = "";
    await expect
      .poll(() => (seen += takeCspViolations().join("\n")), { timeout: 5000 })
      .toContain("script-src");
    // The console reports the same violation a moment after the DOM event: clear it too.
    await page.waitForTimeout(500);
    takeCspViolations();
    expect(await page.title()).not.toBe("injected");
    await context.close();
  });
});
