import type { Browser, Locator, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { launchBrowser, phoneContext, signInWithCode } from "./browser";

// Issue 27 item 14 at 390×844: what only a browser shows — where toasts sit, the size of small targets (measured by
// boundingBox), the colour of radios and of the focus ring.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signedIn(phone: string): Promise<Page> {
  const page = await (await phoneContext(browser)).newPage();
  await signInWithCode(page, phone);
  await page.waitForURL(/\/panel$/);
  return page;
}

async function boxOf(locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return box;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The brand colour (--brand, #0f766e) as the browser computes it. */
const BRAND = "rgb(15, 118, 110)";

describe("the shell's small parts at phone size", () => {
  it("a toast leaves the header and the profile switcher free", async () => {
    const page = await signedIn("09120000001");
    // The sign-in toast is on screen for 5 s.
    const toast = await boxOf(page.locator(".toast").filter({ hasText: messages.auth.loginSuccess }));
    const header = await boxOf(page.locator(".panel-header"));
    const switcher = page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) });
    expect(overlaps(toast, header)).toBe(false);
    expect(overlaps(toast, await boxOf(switcher))).toBe(false);
    await page.context().close();
  });

  it("the toast's close, the switcher, the tab bar's handle and a receipt's order link are 44 px targets", async () => {
    const page = await signedIn("09120000001");
    const switcher = page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) });
    const close = await boxOf(page.locator(".toast").getByRole("button", { name: messages.modal.close }));
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);

    expect((await boxOf(switcher)).height).toBeGreaterThanOrEqual(44);
    const handle = await boxOf(page.getByRole("button", { name: messages.shell.toggleTabs }));
    expect(Math.min(handle.width, handle.height)).toBeGreaterThanOrEqual(44);

    await page.goto("/panel/wallet/receipts");
    await page.locator("summary").filter({ hasText: messages.wallet.invoicePayment }).first().click();
    const orderLink = await boxOf(
      page.getByRole("link", { name: new RegExp(messages.wallet.invoicePayment) }).first(),
    );
    expect(orderLink.height).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });

  it("radios and the focus ring wear the brand colour, not the browser's blue", async () => {
    const page = await signedIn("09120000001");
    await page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }).click();
    const radio = page.getByRole("radio").first();
    await radio.waitFor();
    expect(await radio.evaluate((el) => getComputedStyle(el).accentColor)).toBe(BRAND);
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? getComputedStyle(el).outlineColor : null;
    });
    expect(ring).toBe(BRAND);
    await page.context().close();
  });

  it("Latin typed into a free-text field keeps its order; an empty field follows the page", async () => {
    const page = await signedIn("09120000001");
    await page.goto("/panel/profile");
    const first = page.getByLabel(messages.auth.firstName, { exact: true });
    const direction = () => first.evaluate((el) => getComputedStyle(el).direction);
    await first.fill("");
    expect(await direction()).toBe("rtl");
    await first.fill("John Smith");
    expect(await direction()).toBe("ltr");
    await page.context().close();
  });
});

describe("the supplier rules", () => {
  it("show one title and count their list in Persian digits", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto("/signin");
    await page.getByRole("button", { name: messages.auth.rulesLink }).click();
    const dialog = page.getByRole("dialog", { name: messages.auth.rulesTitle });
    const item = dialog.locator("li").first();
    await item.waitFor();
    expect(await item.evaluate((el) => getComputedStyle(el).listStyleType)).toBe("persian");
    expect(await dialog.getByRole("heading").count()).toBe(1);
    await page.context().close();
  });
});
