import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, saveScreenshot, signInWithCode } from "./browser";

// The timetable and location steps of a ceremony service (سخنرانی, form 303) at 390×844 (issue 26 items 14 and 23):
// an empty week is refused, presets and copying a day fill it; the location step's message is scrolled into view
// and its provinces and cities survive a reload.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const until = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 20_000 });
const save = (page: Page) => page.getByRole("button", { name: messages.process.submit });

/** Whether the element is inside the viewport (the message was scrolled to). */
const inView = (page: Page, text: string) =>
  page
    .getByRole("alert")
    .filter({ hasText: text })
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

describe("modules", () => {
  it("refuses an empty week, fills it from a preset and a copied day, and keeps the location over a reload", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);

    await page.goto("/panel/process/303");
    const name = page.getByLabel(/نام سخنران/);
    await until(() => name.isVisible()).toBe(true);
    await name.fill("حسن کریمی");
    await page.getByLabel(/موضوعات سخنرانی/).fill("احکام");
    await save(page).click();
    await page.waitForURL(/step=PRICE_SERVICE/, { timeout: 20_000 });
    await page.getByRole("textbox", { name: "یک قیمت برای همه مراسم‌ها (تومان)" }).fill("300000");
    await page.getByRole("button", { name: "اعمال برای همه" }).click();
    await save(page).click();
    await page.waitForURL(/step=TIMELINE/, { timeout: 20_000 });

    // Item 23: an empty week is not saved without comment.
    await until(() => page.getByRole("group", { name: "ساعت‌های آماده" }).isVisible()).toBe(true);
    await saveScreenshot(page, "modules-timetable-presets", { fullPage: true });
    await save(page).click();
    await until(() => page.getByRole("alert").first().textContent()).toContain("هیچ زمانی ثبت نشده است");
    expect(page.url()).toMatch(/step=TIMELINE/);
    await saveScreenshot(page, "modules-timetable-empty");

    // A preset, then Saturday's hours copied onto Friday.
    await page.getByRole("button", { name: "شنبه تا پنج‌شنبه، ۸ تا ۱۷" }).click();
    await page.getByRole("button", { name: "کپی ساعت‌های شنبه به روزهای دیگر" }).click();
    const copy = page.getByRole("dialog", { name: "کپی ساعت‌های شنبه" });
    await until(() => copy.isVisible()).toBe(true);
    await copy.getByRole("checkbox", { name: "جمعه" }).check();
    await expectAccessible(page, "timetable-copy");
    await saveScreenshot(page, "modules-timetable-copy");
    await copy.getByRole("button", { name: "کپی کن" }).click();
    await until(() => page.getByRole("tab", { name: /^جمعه/ }).textContent()).toContain("۱");
    await saveScreenshot(page, "modules-timetable-filled", { fullPage: true });
    await save(page).click();
    await page.waitForURL(/step=POSITION/, { timeout: 20_000 });

    // Item 23: the location message is brought into view.
    await until(() =>
      page
        .getByRole("checkbox", { name: /خراسان رضوی/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await save(page).click();
    await until(() => inView(page, "هیچ استان یا شهری انتخاب نشده است")).toBe(true);
    await saveScreenshot(page, "modules-location-error");

    // Item 14: provinces and cities survive a reload.
    await page
      .getByRole("checkbox", { name: /خراسان رضوی/ })
      .first()
      .check();
    await page.getByRole("checkbox", { name: /^مشهد/ }).first().check();
    await page.reload();
    await until(() => page.getByRole("checkbox", { name: /^مشهد/ }).first().isChecked()).toBe(true);
    expect(
      await page
        .getByRole("checkbox", { name: /خراسان رضوی/ })
        .first()
        .isChecked(),
    ).toBe(true);
    await save(page).click();
    await until(() => inView(page, "موقعیتی روی نقشه انتخاب نشده است")).toBe(true);
    await saveScreenshot(page, "modules-location-reloaded");
    await context.close();
  }, 240_000);

  it("refuses a long-term plan that ends before it starts, at the end date (issue 26 item 17)", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);
    await page.goto("/panel/process/5501");
    const title = page.getByLabel(/عنوان طرح/);
    await until(() => title.isVisible()).toBe(true);
    await title.fill("جلسات احکام");
    await page.getByLabel(/تعداد جلسات/).fill("1");
    await page
      .getByRole("checkbox", { name: /آقایان|بانوان/ })
      .first()
      .check();
    await page.getByLabel(/دارای مجوز/).check();
    await page.getByRole("button", { name: /تاریخ شروع طرح/ }).click();
    await page.locator(".fr-calendar-grid button:not([disabled])").nth(10).click();
    await page.getByRole("button", { name: /تاریخ پایان طرح/ }).click();
    await page.locator(".fr-calendar-grid button:not([disabled])").nth(3).click();
    await save(page).click();
    await until(() => page.getByText("تاریخ پایان باید بعد از تاریخ شروع باشد").isVisible()).toBe(true);
    expect(page.url()).not.toMatch(/[?&]id=/);
    await saveScreenshot(page, "modules-plan-end-before-start");
    await context.close();
  }, 120_000);
});
