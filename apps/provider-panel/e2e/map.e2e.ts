import type { Locator, Page } from "playwright";
import { afterAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { saveScreenshot, signInWithCode } from "./browser";
import { startFakeTileServer } from "./fakeTileServer";
import { ownServer } from "./ownServer";

// The map's tiles come from a local fake tile server (never the internet); its host reaches the panel's CSP through
// the server's MAP_TILE_URL, and every test fails on a CSP violation (browser.ts). Service workers are allowed: the
// panel's worker must let tile requests through.
const tiles = await startFakeTileServer();
afterAll(() => tiles.close());
const own = ownServer(
  {
    MAP_TILE_URL: tiles.template,
    MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    MAP_TILE_ATTRIBUTION_URL: "https://www.openstreetmap.org/copyright",
  },
  { serviceWorkers: "allow" },
);

const NOTICE = "نمایش نقشه در حال حاضر ممکن نیست. لطفا بعدا دوباره تلاش کنید.";
const MASHHAD = { latitude: 36.2972, longitude: 59.6067 };

/** Opens the new-address picker of /panel/address. */
async function openPicker(page: Page) {
  if (!page.url().endsWith("/panel/address")) await page.goto("/panel/address");
  await page.getByRole("button", { name: messages.address.add }).click();
  const picker = page.getByRole("dialog", { name: "نقطه فعلی شما" });
  await expect.poll(() => picker.isVisible()).toBe(true);
  return picker;
}

/** The text of a select's chosen option. */
const selected = (select: Locator) => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);

describe("the map picker's tiles (390×844)", () => {
  it("draws the configured tiles with their attribution, also once the service worker controls the page", async () => {
    const page = await own.signedIn();
    let picker = await openPicker(page);
    const map = () => picker.getByRole("application");
    await expect.poll(() => map().getAttribute("data-tiles"), { timeout: 20_000 }).toBe("ok");
    expect(tiles.requests.length).toBeGreaterThan(0);
    expect(await picker.getByText(NOTICE).count()).toBe(0);
    const attribution = picker.getByRole("link", { name: "© OpenStreetMap contributors" });
    expect(await attribution.getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    await saveScreenshot(page, "map-tiles");

    // The panel's worker registers once a provider is signed in and the page is idle; under it, tiles still load.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const before = tiles.requests.length;
    picker = await openPicker(page);
    await expect.poll(() => map().getAttribute("data-tiles"), { timeout: 20_000 }).toBe("ok");
    expect(tiles.requests.length).toBeGreaterThan(before);
  });

  it("says so when the tile host refuses, and keeps the city list, search and locate-me working", async () => {
    tiles.mode = "refuse";
    try {
      const context = await own.context();
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation(MASHHAD);
      const page = await context.newPage();
      await signInWithCode(page, "09120000001");
      await page.waitForURL(/\/panel$/);
      const picker = await openPicker(page);
      await expect.poll(() => picker.getByText(NOTICE).isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await picker.getByRole("application").getAttribute("data-tiles")).toBe("failed");
      await saveScreenshot(page, "map-tiles-refused");

      const line = picker.locator(".cr-picker__line");
      const city = picker.getByRole("combobox", { name: "شهر" });
      // The city list: provinces as groups, and choosing a city moves the map and looks its centre up.
      expect(await city.locator("optgroup").count()).toBeGreaterThan(10);
      await city.selectOption({ label: "قشم" });
      await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("outside");

      // The search still finds places, and the city list follows the chosen one.
      await picker.getByRole("searchbox").fill("نیشابور");
      const result = picker.getByRole("button", { name: /نیشابور/ }).first();
      await expect.poll(() => result.isVisible(), { timeout: 15_000 }).toBe(true);
      await result.click();
      await expect.poll(() => selected(city)).toBe("نیشابور");

      // Locate-me flies to the device's position, and the city list names that city.
      await picker.getByRole("button", { name: "موقعیت من" }).click();
      await expect
        .poll(() => city.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
        .toBe("مشهد");
      await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("inside");
      expect(await picker.getByText(NOTICE).isVisible()).toBe(true);
      await saveScreenshot(page, "map-tiles-refused-located");
    } finally {
      tiles.mode = "serve";
    }
  });

  it("says so when the connection drops, draws again when it is back, and explains a refused location", async () => {
    const context = await own.context();
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    const picker = await openPicker(page);
    const map = picker.getByRole("application");
    await expect.poll(() => map.getAttribute("data-tiles"), { timeout: 20_000 }).toBe("ok");
    // Offline, the tiles of another city cannot come.
    await context.setOffline(true);
    await picker.getByRole("combobox", { name: "شهر" }).selectOption({ label: "قشم" });
    await expect.poll(() => picker.getByText(NOTICE).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await map.getAttribute("data-tiles")).toBe("failed");
    await saveScreenshot(page, "map-tiles-offline");
    // Back online, the failed tiles are asked for again and the notice goes.
    await context.setOffline(false);
    await expect.poll(() => map.getAttribute("data-tiles"), { timeout: 20_000 }).toBe("ok");
    expect(await picker.getByText(NOTICE).count()).toBe(0);

    // No permission was granted to this context: the browser refuses the position.
    await picker.getByRole("button", { name: "موقعیت من" }).click();
    const hint = picker.getByRole("alert").filter({ hasText: "موقعیت مکانی" });
    await expect.poll(() => hint.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await hint.textContent()).toContain("تنظیمات سایت");
    await saveScreenshot(page, "map-locate-denied");
  });
});
