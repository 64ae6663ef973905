import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, signInWithCode } from "./browser";

// Every screen of the access issue: axe-checked on each run; with SCREENSHOTS=1 also saved at 390×844.
const shots = process.env.SCREENSHOTS === "1";
const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
let browser: Browser;
let index = 0;

async function capture(page: Page, name: string, idle = true) {
  if (idle) await page.waitForLoadState("networkidle");
  await expectAccessible(page, name);
  if (shots) {
    index += 1;
    await page.screenshot({ path: join(outDir, `${String(index).padStart(2, "0")}-${name}.png`) });
  }
}

async function visit(page: Page, path: string, name: string, ready: string) {
  await page.goto(path);
  await expect.poll(() => page.getByText(ready).first().isVisible(), { timeout: 15_000 }).toBe(true);
  await capture(page, name);
}

beforeAll(async () => {
  if (shots) {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("every screen", () => {
  it("start-up, public and gating screens", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.route("**/initailize_data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto("/");
    await expect.poll(() => page.getByText(messages.app.tagline).isVisible()).toBe(true);
    await capture(page, "splash", false);
    await expect
      .poll(() => page.getByText(messages.auth.welcome).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.unrouteAll({ behavior: "wait" });
    // A first start on a fresh device: the initial data cached by the page above would otherwise stand in for it.
    const fresh = await phoneContext(browser);
    const failing = await fresh.newPage();
    await failing.route("**/initailize_data*", (route) => route.abort());
    await failing.goto("/");
    await expect.poll(() => failing.getByText(messages.gate.loadError).isVisible()).toBe(true);
    await capture(failing, "load-error", false);
    await fresh.close();

    await visit(page, "/", "signin-code", messages.auth.welcome);
    await visit(page, "/signin?mode=password", "signin-password", messages.auth.forgotPassword);
    await page.getByRole("button", { name: messages.auth.rulesLink }).click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await capture(page, "rules-modal");
    await page.keyboard.press("Escape");
    await visit(page, "/forget-password", "forget-password", messages.auth.forgotTitle);
    await visit(
      page,
      "/forget-password/confirm?phone=09120000003",
      "forget-password-confirm",
      messages.auth.savePassword,
    );
    await page.goto("/");
    await page.getByLabel(messages.auth.phone).fill("09359998877");
    await page.getByRole("button", { name: messages.auth.getCode }).click();
    await page.waitForURL("**/signin/confirm");
    await capture(page, "signin-confirm");
    await page.getByLabel(messages.auth.code).fill("12345");
    await page.waitForURL("**/signup");
    await capture(page, "signup");
    await page.getByRole("button", { name: messages.auth.signupSubmit }).click();
    await capture(page, "signup-errors");
    await context.close();

    for (const [phone, name, text] of [
      ["09120000004", "unapproved", messages.accountStatus.notApprovedTitle],
      ["09120000005", "pending", messages.accountStatus.pendingTitle],
    ] as const) {
      const ctx = await phoneContext(browser);
      const p = await ctx.newPage();
      await signInWithCode(p, phone);
      await expect.poll(() => p.getByText(text).isVisible()).toBe(true);
      await capture(p, name);
      await ctx.close();
    }
  });

  it("panel screens", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    await visit(page, "/panel", "panel-home", messages.home.points);
    await page.getByRole("button", { name: messages.shell.menu, exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await capture(page, "side-menu");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }).click();
    await capture(page, "profile-switcher");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: new RegExp(messages.home.logout) }).click();
    await capture(page, "logout-confirm");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: messages.shell.toggleTabs }).click();
    await capture(page, "tabbar-hidden");
    await visit(page, "/panel/profile", "profile", messages.profile.submit);
    await visit(page, "/panel/security", "security", messages.security.twoStep);
    await visit(page, "/panel/wallet", "wallet-top-up", messages.wallet.note);
    await page.getByRole("button", { name: messages.wallet.pay }).click();
    await capture(page, "wallet-gateways");
    await visit(page, "/panel/wallet/receipts", "wallet-receipts", messages.wallet.walletCharge);
    await visit(page, "/panel/wallet/transactions", "wallet-transactions", messages.wallet.deposit);
    await visit(page, "/panel/notifications", "notifications", messages.notifications.seeAll);
    await page.getByRole("button", { name: messages.notifications.details }).first().click();
    await capture(page, "notification-detail");
    await visit(page, "/panel/ticket", "ticket-history", messages.ticket.tabHistory);
    await visit(page, "/panel/ticket/new", "ticket-new", messages.ticket.description);
    await page.goto("/panel/ticket");
    await page.getByRole("link", { name: /تغییر شماره شبا/ }).click();
    await expect.poll(() => page.getByTestId("ticket-status").isVisible()).toBe(true);
    await capture(page, "ticket-detail");
    await visit(page, "/panel/favorites", "favorites", messages.favorites.badge);
    await visit(page, "/static/help-provider", "static-help", "راهنمای استفاده از پنل مجریان");
    await visit(page, "/panel/nothing-here", "not-found", messages.errors.notFound);
    await context.close();
  });
});
