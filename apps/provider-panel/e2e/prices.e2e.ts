import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, saveScreenshot, signInWithCode } from "./browser";

// The price step of a hall (PLACE, form 501) against the reference server, at 390×844 (issue 26 items 5 and 6):
// only the ceremonies the hall chose are priced, rows start empty, saving empty prices asks first, and a pasted
// minus or fraction is refused with its message instead of becoming a free service.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const until = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 20_000 });

/** Replaces the field's text as a paste does (select all, then the pasted text at once). */
async function paste(page: Page, field: ReturnType<Page["getByRole"]>, text: string) {
  await field.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.insertText(text);
}

describe("prices", () => {
  it("prices only the hall's chosen ceremonies, asks before saving empty ones and refuses a pasted minus or fraction", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signInWithCode(page, "09120000001");
    await page.waitForURL(/\/panel$/);

    const png = join(tmpdir(), "panel-e2e-prices-hall.png");
    writeFileSync(
      png,
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    await page.goto("/panel/process/501");
    const hallName = page.getByLabel(/نام تالار/);
    await until(() => hallName.isVisible()).toBe(true);
    await hallName.fill("تالار یاس");
    await page.getByLabel(/ظرفیت/).fill("120");
    await page.getByLabel(/نوع مکان/).selectOption({ label: "تالار" });
    // Two of the eight ceremonies.
    await page.getByRole("checkbox", { name: "مجلس ختم" }).check();
    await page.getByRole("checkbox", { name: "مراسم چهلم" }).check();
    await page.getByLabel("انتخاب فایل", { exact: true }).setInputFiles(png);
    await until(() => page.getByRole("button", { name: "حذف فایل" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: messages.process.submit }).click();
    await page.waitForURL(/\/panel\/process\/501\?id=\d+&step=PRICE_SERVICE/, { timeout: 20_000 });

    // Item 6: the two chosen ceremonies, empty.
    const price = (title: string) => page.getByRole("textbox", { name: `حداکثر قیمت (تومان) ${title}` });
    await until(() => price("مجلس ختم").isVisible()).toBe(true);
    expect(await page.getByRole("rowheader").allTextContents()).toEqual(["مجلس ختم", "مراسم چهلم"]);
    expect(await price("مجلس ختم").inputValue()).toBe("");
    expect(await price("مراسم چهلم").inputValue()).toBe("");
    expect(await page.getByText("رایگان (اهدایی)").count()).toBe(0);
    await expectAccessible(page, "prices-empty");
    await saveScreenshot(page, "modules-price-empty", { fullPage: true });

    // Saving at once asks; going back to the prices saves nothing.
    await page.getByRole("button", { name: messages.process.submit }).click();
    const confirm = page.getByRole("dialog", { name: "قیمت برخی مراسم‌ها وارد نشده است" });
    await until(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain("مجلس ختم، مراسم چهلم");
    await expectAccessible(page, "prices-confirm");
    await saveScreenshot(page, "modules-price-confirm");
    await confirm.getByRole("button", { name: "وارد کردن قیمت" }).click();
    await until(() => price("مجلس ختم").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/step=PRICE_SERVICE/);

    // Item 5: a pasted minus or fraction is refused with its message, and the value before it stays.
    const khatm = price("مجلس ختم");
    await paste(page, khatm, "-500");
    await until(() => page.getByRole("alert").first().textContent()).toContain("مبلغ منفی پذیرفته نیست");
    expect(await khatm.inputValue()).toBe("");
    await khatm.fill("1500000");
    for (const pasted of ["2000000.5", "2,000,000.00"]) {
      await paste(page, khatm, pasted);
      await until(() => page.getByRole("alert").first().textContent()).toContain("مبلغ اعشاری پذیرفته نیست");
      expect(await khatm.inputValue()).toBe("۱٬۵۰۰٬۰۰۰");
    }
    // Leaving the field keeps the refusal on screen: nothing was accepted silently.
    await page.getByRole("textbox", { name: "حداکثر تعداد مهمان مجلس ختم" }).click();
    expect(await page.getByRole("alert").first().textContent()).toContain("مبلغ اعشاری پذیرفته نیست");
    await saveScreenshot(page, "modules-price-refused", { fullPage: true });
    // Commas are stripped (spec).
    await paste(page, khatm, "2,000,000");
    await until(() => khatm.inputValue()).toBe("۲٬۰۰۰٬۰۰۰");
    expect(await page.getByRole("alert").count()).toBe(0);

    // One price for every ceremony, then save: both rows carry it and the flow moves on.
    await page.getByRole("textbox", { name: "یک قیمت برای همه مراسم‌ها (تومان)" }).fill("900000");
    await page.getByRole("button", { name: "اعمال برای همه" }).click();
    await until(() => price("مراسم چهلم").inputValue()).toBe("۹۰۰٬۰۰۰");
    expect(await khatm.inputValue()).toBe("۹۰۰٬۰۰۰");
    await saveScreenshot(page, "modules-price-same", { fullPage: true });
    await page.getByRole("button", { name: messages.process.submit }).click();
    await page.waitForURL(/step=TIMELINE/, { timeout: 20_000 });

    // The server holds exactly the two chosen ceremonies at that price.
    const contentId = new URL(page.url()).searchParams.get("id");
    await page.goto(`/panel/process/501?id=${contentId}&step=PRICE_SERVICE`);
    await until(() => price("مراسم چهلم").isVisible()).toBe(true);
    expect(await page.getByRole("rowheader").allTextContents()).toEqual(["مجلس ختم", "مراسم چهلم"]);
    expect(await price("مجلس ختم").inputValue()).toBe("۹۰۰٬۰۰۰");
    expect(await price("مراسم چهلم").inputValue()).toBe("۹۰۰٬۰۰۰");
    await context.close();
  }, 240_000);
});
