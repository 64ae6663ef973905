import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { launchBrowser, phoneContext, saveScreenshot, signInWithCode } from "./browser";

// Issue 27 item 10: the chat sheet on a phone (390×844) — its title, its hint, its draft, its failed bubble.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the chat on a phone", () => {
  it("names the customer and ceremony, hides the keyboard hint, keeps the draft and shows a failed bubble whole", async () => {
    const context = await phoneContext(browser, { touch: true });
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    await page.goto("/panel/invoice/accepted");
    const openChat = page.getByRole("button", { name: messages.invoice.chat }).first();
    await openChat.waitFor({ timeout: 30_000 });
    await openChat.click();
    const chat = page.getByRole("dialog");
    await expect.poll(() => chat.getByRole("list").isVisible(), { timeout: 20_000 }).toBe(true);

    // The title says who and what, without the item's raw id.
    const title = chat.getByRole("heading").first();
    await expect.poll(() => title.textContent(), { timeout: 20_000 }).toMatch(/^گفتگو با \S+/);
    expect(await title.textContent()).not.toMatch(/[0-9۰-۹]/);
    // A phone has no Ctrl+Enter.
    expect(await chat.getByText(messages.chat.hintKeys).count()).toBe(0);
    await saveScreenshot(page, "chat/title");

    // What was typed is there again when the sheet is opened again.
    const box = chat.getByLabel(messages.chat.placeholder);
    await box.fill("پیش‌نویس برای فردا");
    await chat.getByRole("button", { name: messages.modal.close }).click();
    await expect.poll(() => chat.count()).toBe(0);
    await openChat.click();
    await expect
      .poll(() => chat.getByLabel(messages.chat.placeholder).inputValue())
      .toBe("پیش‌نویس برای فردا");

    // Offline, the send fails: the bubble with its retry shows whole inside the list.
    await context.setOffline(true);
    await chat.getByRole("button", { name: messages.chat.send }).click();
    const failed = chat.locator(".chat-bubble.own[data-state=failed]").last();
    await failed.waitFor({ timeout: 20_000 });
    // How far the bubble's bottom lies below the list's, once the list has scrolled to the bubble grown by its retry.
    const overflow = async () => {
      const [bubble, list] = await Promise.all([failed.boundingBox(), chat.getByRole("list").boundingBox()]);
      return bubble && list ? bubble.y + bubble.height - (list.y + list.height) : Number.POSITIVE_INFINITY;
    };
    await expect.poll(overflow).toBeLessThanOrEqual(1);
    await expect.poll(() => failed.getByRole("button", { name: messages.chat.retry }).isVisible()).toBe(true);
    await saveScreenshot(page, "chat/failed");
    await context.setOffline(false);
    await context.close();
  });

  it("keeps typed Latin in its order, in the composer and in the sent bubble (issue 27 item 14)", async () => {
    const context = await phoneContext(browser, { touch: true });
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    await page.goto("/panel/invoice/accepted");
    const openChat = page.getByRole("button", { name: messages.invoice.chat }).first();
    await openChat.waitFor({ timeout: 30_000 });
    await openChat.click();
    const chat = page.getByRole("dialog");
    await expect.poll(() => chat.getByRole("list").isVisible(), { timeout: 20_000 }).toBe(true);
    const box = chat.getByLabel(messages.chat.placeholder);
    const direction = (el: Element) => getComputedStyle(el).direction;
    expect(await box.evaluate(direction)).toBe("rtl");
    const latin = "See you at 5pm, OK?";
    await box.fill(latin);
    expect(await box.evaluate(direction)).toBe("ltr");
    // The send's answer waits until the bubble has been seen sending, so both of its states are checked, whatever
    // the machine's speed; and the sent bubble is the same element as the sending one (it was replaced, and a check
    // that found the sending one then read a removed element's empty style).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/order/service/item/reply", async (route) => {
      if (route.request().method() === "PUT") await answered;
      await route.continue();
    });
    await chat.getByRole("button", { name: messages.chat.send }).click();
    const sending = chat.locator('.chat-bubble.own[data-state="sending"] .chat-text', { hasText: latin });
    await sending.waitFor({ timeout: 20_000 });
    const bubble = await sending.elementHandle();
    if (!bubble) throw new Error("no sending bubble");
    expect(await bubble.evaluate(direction)).toBe("ltr");
    expect(await box.evaluate(direction)).toBe("rtl");
    answer();
    await expect
      .poll(() => bubble.evaluate((el) => el.closest("li")?.dataset.state), { timeout: 20_000 })
      .toBe("sent");
    expect(await bubble.evaluate((el) => el.isConnected)).toBe(true);
    expect(await bubble.evaluate(direction)).toBe("ltr");
    await saveScreenshot(page, "chat/latin");
    await context.close();
  });
});
