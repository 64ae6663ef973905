import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, saveScreenshot } from "./browser";
import { ownServer } from "./ownServer";

// The requests list against a reference server whose simulated customers post a public request every 400 ms (the
// existing MARKETPLACE_NEW_REQUEST_MS setting; the server stops after 100, a quarter of them for each approved
// service): the 'new requests' banner comes from a real socket `request` event, and once the feed has stopped the
// madahi list is long enough to scroll through 35+ cards, 10 a page. With SCREENSHOTS=1 states are saved.
const FEED_MS = 400;
const own = ownServer({
  MARKETPLACE_NEW_REQUEST_MS: String(FEED_MS),
  MARKETPLACE_ACCEPT_DELAY_MS: "off",
  MARKETPLACE_REPLY_DELAY_MS: "off",
});
const signedIn = () => own.signedIn();

const r = messages.requests;
const cards = (page: Page) => page.locator("article.item-card");
const isList = (url: string) => url.includes("/api/order/service/item/list?");

describe("requests list: live banner and infinite scroll", () => {
  it("a socket `request` event shows the 'new requests' banner; its button refetches the list", async () => {
    const page = await signedIn();
    await page.goto("/panel/requests");
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const banner = page.getByRole("status").filter({ hasText: r.newRequests });
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, "banner");
    await saveScreenshot(page, "requests-banner");
    // Scrolled, the banner sticks below the sticky header, wholly visible (issue 27: it hid half under it).
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(300);
    const header = await page.locator(".panel-header").boundingBox();
    const stuck = await banner.boundingBox();
    expect(header && stuck && stuck.y >= header.y + header.height, JSON.stringify({ header, stuck })).toBe(
      true,
    );
    await saveScreenshot(page, "requests-banner-scrolled");
    const refetched = page.waitForResponse((res) => isList(res.url()) && res.ok());
    await banner.getByRole("button", { name: r.refresh }).click();
    const answer = (await (await refetched).json()) as { count: number };
    expect(answer.count).toBeGreaterThan(0);
    await page.context().close();
  });

  it("scrolls through 35+ requests, 10 a page, each card once", async () => {
    const page = await signedIn();
    // The list's first answer says how many there are; wait until the feed has stopped adding to it (new
    // requests come first, so a growing list would shift the pages under the scroll).
    const count = async () => {
      const first = page.waitForResponse((res) => isList(res.url()) && res.ok());
      await page.goto("/panel/requests?formId=301");
      return ((await (await first).json()) as { count: number }).count;
    };
    let total = await count();
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(FEED_MS * 6);
          const now = await count();
          const stable = now === total;
          total = now;
          return stable;
        },
        { timeout: 90_000, interval: 0 },
      )
      .toBe(true);
    expect(total).toBeGreaterThanOrEqual(35);
    const offsets: number[] = [];
    page.on("request", (req) => {
      if (isList(req.url())) offsets.push(Number(new URL(req.url()).searchParams.get("offset") ?? 0));
    });
    await page.reload();
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(10);
    // Scrolling to the end of the list loads the next page until every request is there.
    await expect
      .poll(
        async () => {
          await cards(page).last().scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 2000);
          return cards(page).count();
        },
        { timeout: 60_000, interval: 300 },
      )
      .toBe(total);
    await saveScreenshot(page, "requests-scrolled");
    const ids = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-item-id")));
    expect(new Set(ids).size).toBe(total);
    expect([...new Set(offsets)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.ceil(total / 10) }, (_, i) => i * 10),
    );
    expect(await page.getByRole("button", { name: messages.marketplace.loadMore }).count()).toBe(0);
    await page.context().close();
  });
});
