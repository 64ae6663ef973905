import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { messages as flowMessages } from "@ceremony/flow-runtime";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, signInWithCode } from "./browser";

// Issue 26 items 7 and 8 as a provider walks them at 390×844: «ویرایش» opens a saved service on its first step as
// an edit, and the legal profiles and saved addresses are reached from the home menu and the profile area.
// With SCREENSHOTS_DIR set, each state is also saved there.
const shotsDir = process.env.SCREENSHOTS_DIR;
let browser: Browser;

beforeAll(async () => {
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function capture(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, name);
  if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

async function signedIn(phone: string): Promise<Page> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await signInWithCode(page, phone);
  await page.waitForURL(/\/panel$/);
  return page;
}

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 20_000 });

describe("editing a saved service and the account's menus", () => {
  it("«ویرایش» on a saved service opens its first step as an edit, and any step can be tapped", async () => {
    const page = await signedIn("09120000001");
    await page.getByRole("button", { name: new RegExp(messages.home.services) }).click();
    await page.waitForURL(/\/panel\/services$/);
    await page.getByRole("button", { name: messages.services.showAll }).click();
    // The seeded مداحی (content 11 of form 301) has every step saved.
    const edit = page.locator('a[href="/panel/process/301?id=11"]');
    await expect.poll(() => edit.textContent(), { timeout: 20_000 }).toBe(messages.services.edit);
    await edit.click();
    await page.waitForURL(/\/panel\/process\/301\?id=11&step=FORM/, { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe(flowMessages.editTitle.service);
    // The first step shows the saved answers: the stage name is in its field (a field's value is not page text).
    const stageName = page.getByLabel(/نام مداح/).first();
    await expect.poll(() => stageName.inputValue(), { timeout: 20_000 }).toMatch(/علی محمدی/);
    expect(await page.getByText(flowMessages.finishTitle).count()).toBe(0);
    await capture(page, "edit-service-first-step");

    await page.getByRole("button", { name: /^زمان‌بندی/ }).click();
    await page.waitForURL(/step=TIMELINE/, { timeout: 20_000 });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(flowMessages.editTitle.service);
    await capture(page, "edit-service-tapped-step");

    // A link to a content that is not the provider's (or no longer exists) says so (item 22).
    await page.goto("/panel/process/301?id=99999");
    await visible(page, messages.process.contentNotFound).toBe(true);
    expect(await page.getByRole("button", { name: messages.gate.retry }).count()).toBe(0);
    await capture(page, "process-not-found");
    await page.context().close();
  }, 120_000);

  it("the home menu and the profile area lead to the legal profiles and the saved addresses", async () => {
    const page = await signedIn("09120000001");
    await page.getByRole("link", { name: messages.legals.title }).click();
    await page.waitForURL(/\/panel\/profile\/legals$/);
    await visible(page, messages.legals.create).toBe(true);

    await page.goto("/panel");
    await page.getByRole("link", { name: messages.address.title }).click();
    await page.waitForURL(/\/panel\/address$/);
    await visible(page, messages.address.add).toBe(true);

    await page.goto("/panel");
    await page.getByRole("link", { name: messages.home.profile }).click();
    await page.waitForURL(/\/panel\/profile$/);
    const more = page.getByRole("navigation", { name: messages.profile.moreLinks });
    await more.scrollIntoViewIfNeeded();
    await capture(page, "profile-links");
    await more.getByRole("link", { name: messages.address.title }).click();
    await page.waitForURL(/\/panel\/address$/);
    await page.goBack();
    await page.waitForURL(/\/panel\/profile$/);
    await more.getByRole("link", { name: messages.legals.title }).click();
    await page.waitForURL(/\/panel\/profile\/legals$/);
    await page.goto("/panel");
    await capture(page, "home-menu");
    await page.context().close();
  }, 120_000);
});
