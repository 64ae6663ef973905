import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { saveScreenshot } from "./browser";
import { ownServer } from "./ownServer";

// A provider who opened the panel once, then lost the connection, opens another screen by its address (a bookmark,
// the home-screen icon, a hard reload): the service worker answers with the panel, which says the internet is cut,
// not the browser's offline page; and the screen loads by itself once the connection returns. Its own server: the
// worker and its caches are per origin, and no other suite must meet them.
const own = ownServer({}, { serviceWorkers: "allow" });

/** Until a service worker is active and controls the page (the first visit is controlled only after a reload). */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

describe("offline after the service worker installed", () => {
  it("a screen opened by its address offline shows the panel saying the internet is cut, and loads once back online", async () => {
    const page = await own.signedIn();
    await untilControlled(page);

    const context = page.context();
    await context.setOffline(true);
    const answer = await page.goto("/panel/wallet");
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(answer?.status()).toBe(200);
    const offline = page.getByText(messages.errors.offline).first();
    await offline.waitFor({ timeout: 30_000 });
    expect(await offline.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/panel/wallet");
    await saveScreenshot(page, "offlineShell/wallet-offline");

    await context.setOffline(false);
    const title = page.getByRole("heading", { level: 1, name: messages.wallet.title });
    await expect.poll(() => title.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await page.getByText(messages.errors.offline).count()).toBe(0);
    await saveScreenshot(page, "offlineShell/wallet-online");
    await context.close();
  });
});
