import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toLatinDigits } from "@ceremony/persian-text";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { formatToman } from "../src/shared/format/money";
import { expectAccessible, launchBrowser, phoneContext, signInWithCode } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function signedIn(phone: string): Promise<Page> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await signInWithCode(page, phone);
  await page.waitForURL(/\/panel$/);
  await expect
    .poll(() => page.getByRole("navigation", { name: messages.shell.menu }).first().isVisible())
    .toBe(true);
  return page;
}

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 });

describe("panel", () => {
  it("two-step sign-in turns on and off with a 5-digit code", async () => {
    const page = await signedIn("09120000002");
    await page.goto("/panel/security");
    await visible(page, messages.security.twoStepOff).toBe(true);
    await expectAccessible(page, "/panel/security");
    await page.getByRole("switch").click();
    await page.getByLabel(messages.auth.code).fill("12345");
    await visible(page, messages.security.twoStepOn).toBe(true);
    await page.getByRole("switch").click();
    await page.getByLabel(messages.auth.code).fill("12345");
    await visible(page, messages.security.twoStepOff).toBe(true);
    await page.context().close();
  });

  it("profile edit with a picture", async () => {
    const page = await signedIn("09120000001");
    await page.goto("/panel/profile");
    await expect.poll(() => page.getByLabel(messages.auth.firstName, { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, "/panel/profile");
    const png = join(tmpdir(), "panel-e2e-avatar.png");
    writeFileSync(
      png,
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    await page.getByLabel(messages.profile.picture).setInputFiles(png);
    await expect.poll(() => page.locator(".avatar img").getAttribute("src")).toMatch(/^\/uploads\/user\//);
    await page.getByLabel(messages.auth.firstName, { exact: true }).fill("علیرضا");
    await page.getByLabel(messages.auth.sheba).fill("IR820540102680020817909002");
    await page.getByRole("button", { name: messages.profile.submit }).click();
    await page.reload();
    await expect
      .poll(() => page.getByLabel(messages.auth.firstName, { exact: true }).inputValue())
      .toBe("علیرضا");
    await expect
      .poll(() => page.locator(".avatar img").getAttribute("src"))
      .toMatch(/^\/uploads\/user\/.*360x360/);
    await page.context().close();
  });

  it("switching profile stores the id and reloads", async () => {
    const page = await signedIn("09120000001");
    await page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }).click();
    await expectAccessible(page, "profile switcher");
    const proxy = page.getByRole("radio", { name: new RegExp(messages.shell.proxyPrefix.trim()) });
    await proxy.click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("active_profile_id"))).toBe("201");
    await expect
      .poll(() => page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }).textContent())
      .toContain(messages.shell.proxyPrefix.trim());
    await page.context().close();
  });

  it("wallet top-up through the local payment page updates the balance", async () => {
    const page = await signedIn("09120000003");
    await page.goto("/panel/wallet");
    const balance = page.getByTestId("wallet-balance");
    await expect.poll(() => balance.textContent()).toContain(messages.money.toman);
    const before = Number(toLatinDigits((await balance.textContent()) ?? "").replace(/\D/g, ""));
    await expectAccessible(page, "/panel/wallet");
    await page.getByRole("button", { name: messages.wallet.pay }).click();
    await expectAccessible(page, "gateway chooser");
    // The phone's back closes the gateway sheet and stays on the wallet; paying opens it again.
    await page.waitForURL(/\/panel\/wallet\?pay=1/);
    await page.goBack();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/panel/wallet");
    await page.getByRole("button", { name: messages.wallet.pay }).click();
    await page
      .getByRole("dialog")
      .getByRole("button")
      .filter({ hasText: messages.money.toman })
      .first()
      .click();
    await page.waitForURL(/\/pay\//);
    await page.getByRole("button", { name: "پرداخت" }).click();
    await page.waitForURL(/\/panel\/wallet\/receipts/);
    // The default preset is 100,000 tomans.
    await expect
      .poll(() => page.getByTestId("wallet-balance").textContent())
      .toBe(formatToman(before + 100_000));
    await expectAccessible(page, "/panel/wallet/receipts");
    await page.getByRole("link", { name: messages.wallet.tabTransactions }).click();
    await visible(page, "افزایش موجودی کیف پول").toBe(true);
    await page.context().close();
  });

  /**
   * The infinite list loads its next page when its end scrolls into view; the button is the fallback. Whichever
   * comes first, the second page must arrive (clicking a button the list just replaced would detach it).
   */
  async function showSecondPage(page: Page) {
    await page.locator("li[data-seen]").last().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const more = page.getByRole("button", { name: messages.notifications.loadMore });
        if ((await page.locator("li[data-seen]").count()) <= 10 && (await more.isVisible()))
          await more.click({ timeout: 2000 }).catch(() => undefined);
        return page.locator("li[data-seen]").count();
      })
      .toBeGreaterThan(10);
  }

  it("notifications: the detail marks one seen, see-all marks every one", async () => {
    const page = await signedIn("09120000001");
    await page.goto("/panel/notifications");
    await expect.poll(() => page.locator("li[data-seen]").count()).toBe(10);
    // The oldest (unseen) ones are on the second page of the infinite list.
    await showSecondPage(page);
    await expect.poll(() => page.locator('li[data-seen="false"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, "/panel/notifications");
    const unseenBefore = await page.locator('li[data-seen="false"]').count();
    await page
      .locator('li[data-seen="false"]')
      .first()
      .getByRole("button", { name: messages.notifications.details })
      .click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await expectAccessible(page, "notification detail");
    // The phone's back closes the detail and stays on the list (the detail is in the address).
    await page.waitForURL(/\/panel\/notifications\?message=\d+/);
    await page.goBack();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/panel/notifications");
    await expect.poll(() => page.locator('li[data-seen="false"]').count()).toBe(unseenBefore - 1);
    await page.getByRole("button", { name: messages.notifications.seeAll }).click();
    await expect.poll(() => page.locator('li[data-seen="false"]').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator("li[data-seen]").count()).toBe(10);
    await showSecondPage(page);
    await expect.poll(() => page.locator("li[data-seen]").count()).toBe(14);
    expect(await page.locator('li[data-seen="false"]').count()).toBe(0);
    await page.context().close();
  });

  it("a ticket is created, answered, rated once; another is closed", async () => {
    const page = await signedIn("09120000002");
    await page.goto("/panel/ticket/new");
    await expectAccessible(page, "/panel/ticket/new");
    await page.getByLabel(messages.ticket.subject).fill("پرسش درباره کیف پول");
    await page.getByLabel(messages.ticket.section).selectOption({ index: 1 });
    await page.getByLabel(messages.ticket.description).fill("چگونه موجودی را برداشت کنم؟");
    await page.getByRole("button", { name: messages.ticket.send }).click();
    await page.waitForURL(/\/panel\/ticket\/\d+$/);
    await expect.poll(() => page.getByTestId("ticket-status").textContent()).toBe(messages.ticket.status[0]);
    await expectAccessible(page, "/panel/ticket/{id}");
    // The support answer arrives over the WebSocket as a notification: a toast, and the ticket refreshes itself.
    await expect.poll(() => page.locator(".toast").filter({ hasText: "پاسخ جدید پشتیبانی" }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("ticket-status").textContent()).toBe(messages.ticket.status[2]);
    await visible(page, messages.ticket.expert).toBe(true);
    expect(await page.getByLabel(messages.ticket.reply).count()).toBe(0);
    expect(await page.getByRole("button", { name: messages.ticket.close }).count()).toBe(0);
    await page.getByRole("button", { name: messages.ticket.useful }).click();
    await visible(page, messages.ticket.feedbackGiven(true)).toBe(true);
    expect(await page.getByRole("button", { name: messages.ticket.notUseful }).count()).toBe(0);
    const again = await page.evaluate(async () => {
      const id = Number(location.pathname.split("/").pop());
      const r = await fetch("/api/ticket/set_is_useful", {
        method: "PUT",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("access_token")}`,
        },
        body: JSON.stringify({ id, is_useful: false }),
      });
      return r.status;
    });
    expect(again).toBe(400);

    await page.goto("/panel/ticket/new");
    await page.getByLabel(messages.ticket.subject).fill("درخواست برای بستن");
    await page.getByLabel(messages.ticket.description).fill("این درخواست را می‌بندم.");
    await page.getByRole("button", { name: messages.ticket.send }).click();
    await page.waitForURL(/\/panel\/ticket\/\d+$/);
    await page.getByRole("button", { name: messages.ticket.close }).click();
    // Closing asks first (issue 14 item 12).
    await page.getByRole("dialog").getByRole("button", { name: messages.ticket.closeConfirmYes }).click();
    await expect.poll(() => page.getByTestId("ticket-status").textContent()).toBe(messages.ticket.status[3]);
    await expect.poll(() => page.getByTestId("ticket-status").getAttribute("class")).toContain("badge-red");
    expect(await page.getByLabel(messages.ticket.reply).count()).toBe(0);
    await page.goto("/panel/ticket");
    await visible(page, "درخواست برای بستن").toBe(true);
    await expectAccessible(page, "/panel/ticket");
    await page.context().close();
  });

  it("an expired access token is refreshed without the user noticing", async () => {
    const page = await signedIn("09120000001");
    await page.evaluate(() => {
      localStorage.setItem("access_token", "expired-token-xxxxxxxxxxxxxxxx");
    });
    await page.goto("/panel/wallet");
    await expect.poll(() => page.getByTestId("wallet-balance").textContent()).toContain(messages.money.toman);
    expect(page.url()).toMatch(/\/panel\/wallet$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("access_token")))
      .not.toBe("expired-token-xxxxxxxxxxxxxxxx");
    expect(await page.locator(".toast-error").count()).toBe(0);
    await page.context().close();
  });

  it("an expired refresh token goes back to sign-in", async () => {
    const page = await signedIn("09120000001");
    await page.evaluate(() => {
      localStorage.setItem("access_token", "expired-token-xxxxxxxxxxxxxxxx");
      localStorage.setItem("refresh_token", "expired-refresh-xxxxxxxxxxxxxx");
    });
    await page.goto("/panel/notifications");
    await expect
      .poll(() => page.getByRole("heading", { name: messages.auth.welcome }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("refresh_token"))).toBeNull();
    await page.context().close();
  });
});
