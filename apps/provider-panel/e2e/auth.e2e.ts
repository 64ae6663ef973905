import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, signInWithCode } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("access", () => {
  it("a new number signs up and reaches the panel", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("heading", { name: messages.auth.welcome }).isVisible())
      .toBe(true);
    await expectAccessible(page, "/");
    await page.getByLabel(messages.auth.phone).fill("09351112233");
    await page.getByRole("button", { name: messages.auth.getCode }).click();
    await page.waitForURL("**/signin/confirm");
    await expectAccessible(page, "/signin/confirm");
    await page.getByLabel(messages.auth.code).fill("12345");
    await page.waitForURL("**/signup");
    await expectAccessible(page, "/signup");
    await page.getByLabel(messages.auth.firstName, { exact: true }).fill("زهرا");
    await page.getByLabel(messages.auth.lastName).fill("احمدی");
    await page.getByLabel(messages.auth.nationalCode).fill("0499370899");
    await page.getByLabel(messages.auth.sheba).fill("IR820540102680020817909002");
    await page.getByLabel(messages.auth.day).selectOption("12");
    await page.getByLabel(messages.auth.month).selectOption("4");
    await page.getByLabel(messages.auth.year).selectOption("1368");
    await page.getByRole("button", { name: messages.auth.signupSubmit }).click();
    await page.waitForURL(/\/panel$/);
    await expect.poll(() => page.getByRole("heading", { name: "زهرا احمدی" }).isVisible()).toBe(true);
    await expectAccessible(page, "/panel");
    await context.close();
  });

  it("password sign-in with two-step on asks for the code, then reaches the panel", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto("/signin?mode=password");
    await page.getByLabel(messages.auth.phone).fill("09120000006");
    await page.getByLabel(messages.auth.password).fill("Demo-1234");
    await expectAccessible(page, "/signin?mode=password");
    await page.getByRole("button", { name: messages.auth.signIn, exact: true }).click();
    await page.waitForURL("**/signin/confirm");
    await page.getByLabel(messages.auth.code).fill("12345");
    await page.waitForURL(/\/panel$/);
    await expect.poll(() => page.getByText(messages.auth.loginSuccess).isVisible()).toBe(true);
    await context.close();
  });

  it("forgot password sets a new one that then signs in", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto("/signin?mode=password");
    await page.getByRole("link", { name: messages.auth.forgotPassword }).click();
    await page.waitForURL("**/forget-password");
    await expectAccessible(page, "/forget-password");
    await page.getByLabel(messages.auth.phone).fill("09120000003");
    await page.getByRole("button", { name: messages.auth.sendCode }).click();
    await page.waitForURL("**/forget-password/confirm?**");
    await expectAccessible(page, "/forget-password/confirm");
    await page.getByLabel(messages.auth.code).fill("12345");
    await page.getByLabel(messages.auth.newPassword, { exact: true }).fill("New-pass-123");
    await page.getByLabel(messages.auth.newPasswordConfirm).fill("New-pass-123");
    await page.getByRole("button", { name: messages.auth.savePassword }).click();
    await page.waitForURL(/\/panel$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto("/signin?mode=password");
    await page.getByLabel(messages.auth.phone).fill("09120000003");
    await page.getByLabel(messages.auth.password).fill("New-pass-123");
    await page.getByRole("button", { name: messages.auth.signIn, exact: true }).click();
    await page.waitForURL(/\/panel$/);
    await context.close();
  });

  it("an unapproved account sees the not-approved screen; re-register signs out", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInWithCode(page, "09120000004");
    await expect.poll(() => page.getByText(messages.accountStatus.notApprovedTitle).isVisible()).toBe(true);
    await expectAccessible(page, "unapproved");
    await page.getByRole("button", { name: messages.accountStatus.reRegister }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: messages.auth.welcome }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("refresh_token"))).toBeNull();
    await context.close();
  });

  it("a pending account sees the being-validated screen on every route", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInWithCode(page, "09120000005");
    await expect.poll(() => page.getByText(messages.accountStatus.pendingTitle).isVisible()).toBe(true);
    await expectAccessible(page, "pending");
    await page.goto("/panel/wallet");
    await expect.poll(() => page.getByText(messages.accountStatus.pendingTitle).isVisible()).toBe(true);
    await page.getByRole("button", { name: messages.accountStatus.updateStatus }).click();
    await expect.poll(() => page.getByText(messages.accountStatus.pendingTitle).isVisible()).toBe(true);
    await page.getByRole("button", { name: messages.accountStatus.switchAccount }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: messages.auth.welcome }).isVisible())
      .toBe(true);
    await context.close();
  });

  it("auto-login exchanges the temporary token and reloads into the panel; a bad token goes to /", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto("/_auto_login?temp_token=not-a-real-token-xxxxxxxx");
    await expect
      .poll(() => page.getByRole("heading", { name: messages.auth.welcome }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    const token = inject("autoLoginToken");
    expect(token).not.toBe("");
    await page.goto(`/_auto_login?temp_token=${token}`);
    await page.waitForURL(/\/panel$/);
    await expect.poll(() => page.getByText(messages.home.points).isVisible()).toBe(true);
    await context.close();
  });
});
