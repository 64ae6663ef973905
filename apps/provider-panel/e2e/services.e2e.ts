import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { messages as flowMessages } from "@ceremony/flow-runtime";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, signInWithCode } from "./browser";

// Journeys of My services, New service and the process flow against the reference server, at 390×844.
// With SCREENSHOTS=1 each state is also saved into screenshots/services-*.png.
const shots = process.env.SCREENSHOTS === "1";
const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
let browser: Browser;

beforeAll(async () => {
  if (shots) mkdirSync(outDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Screenshot (with SCREENSHOTS=1) after an axe check; `axe: false` only where an engine's known issue is reported. */
async function capture(page: Page, name: string, options: { axe?: boolean } = {}) {
  await page.waitForLoadState("networkidle");
  if (options.axe !== false) await expectAccessible(page, name);
  if (shots) await page.screenshot({ path: join(outDir, `services-${name}.png`), fullPage: true });
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

const s = messages.services;

/**
 * A new content's flow: `/panel/process/{formId}` with no id. Once its steps load, the flow writes the step it shows
 * into the URL (a replace), which may land before the click that opened it returns: both forms are the same screen.
 */
const newFlowUrl = (formId: number) => new RegExp(`/panel/process/${formId}(\\?step=[^&]+)?$`);

/** Submits the flow's current step and waits for the URL of the next. */
async function submitTo(page: Page, next: RegExp) {
  await page.getByRole("button", { name: messages.process.submit }).click();
  await page.waitForURL(next, { timeout: 20_000 });
}

/** The POSITION step's service area: the province خراسان رضوی and its city مشهد. */
async function serveMashhad(page: Page) {
  await page
    .getByRole("checkbox", { name: /خراسان رضوی/ })
    .first()
    .check();
  await page.getByRole("checkbox", { name: /^مشهد/ }).first().check();
}

/**
 * The POSITION step's map point: opens the picker, waits until the point it shows can be confirmed, confirms it
 * (`onPicker` runs first, while the picker is open), and names the address with a title and a plate number.
 */
async function pickPoint(page: Page, title: string, number: string, onPicker?: () => Promise<void>) {
  await page.getByRole("button", { name: "انتخاب آدرس روی نقشه" }).click();
  await visible(page, "نقطه فعلی شما").toBe(true);
  const confirm = page.getByRole("button", { name: "تایید موقعیت" });
  await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true);
  await onPicker?.();
  await confirm.click();
  await page.getByLabel(/عنوان آدرس/).fill(title);
  await page.getByLabel(/پلاک/).fill(number);
  await page.getByRole("button", { name: "ثبت آدرس" }).click();
}

describe("services", () => {
  it("My services lists the seeded services by category and opens their flow", async () => {
    const page = await signedIn("09120000001");
    await page.goto("/panel/services");
    await expect
      .poll(() => page.getByRole("button", { name: s.showAll }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await capture(page, "list-collapsed");
    await page.getByRole("button", { name: s.showAll }).click();
    await capture(page, "list-expanded");
    const edit = page.getByRole("link", { name: new RegExp(`^(${s.edit}|${s.continueFlow}) `) }).first();
    await edit.click();
    await page.waitForURL(/\/panel\/process\/\d+\?id=\d+/);
    // A draft continues as an addition; a saved service opens as an edit.
    const titles = new RegExp(`^(${flowMessages.flowTitle.service}|${flowMessages.editTitle.service})$`);
    await expect
      .poll(() => page.getByRole("heading", { name: titles }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await capture(page, "process-edit");
    // Back from the flow finds the list as it was left: every category open.
    await page.goBack();
    await page.waitForURL(/\/panel\/services\?open=/);
    await expect
      .poll(() => page.getByRole("button", { name: s.hideAll }).getAttribute("aria-pressed"), {
        timeout: 20_000,
      })
      .toBe("true");
    expect(await edit.isVisible()).toBe(true);
    await page.context().close();
  });

  it("New service: activity types, the no-access check, and a service's flow without an id", async () => {
    const page = await signedIn("09120000001");
    await page.goto("/panel/services/new");
    await visible(page, s.activityType).toBe(true);
    await capture(page, "new");
    // A single-provider service the provider already has (the seeded weekly plan) is marked and opens its own flow.
    await page.getByRole("button", { name: "طرح‌های بلندمدت حوزوی" }).click();
    await visible(page, s.added).toBe(true);
    await capture(page, "new-added");
    // Initial data's constants gate سخنرانی (303) by the amin list, which does not hold this profile's code.
    await page.getByRole("button", { name: "خدمات مراسم" }).click();
    await page.getByRole("button", { name: `${s.choose} سخنرانی` }).click();
    await visible(page, s.noAccess).toBe(true);
    await capture(page, "new-no-access");
    await page.getByRole("button", { name: "اماکن و تالارها" }).click();
    await page.getByRole("button", { name: `${s.choose} تالار و سالن` }).click();
    await page.waitForURL(newFlowUrl(501));
    await page.context().close();
  });

  it("adds a ceremony service through every step to FINISH, keeps what was typed over a reload, and lists it", async () => {
    const page = await signedIn("09120000001");
    // سخنرانی (303) through its flow; the eligibility check is New service's, the flow itself is open by URL.
    await page.goto("/panel/process/303");
    const name = page.getByLabel(/نام سخنران/);
    await expect.poll(() => name.isVisible(), { timeout: 20_000 }).toBe(true);
    await capture(page, "process-form");
    await name.fill("محمد رضایی");
    await page.getByLabel(/موضوعات سخنرانی/).fill("اخلاق و خانواده");
    // A reload in the middle of the step keeps what was typed, once the device copy holds it.
    await expect
      .poll(() => page.evaluate(() => Object.values(localStorage).some((v) => v.includes("اخلاق و خانواده"))))
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByLabel(/نام سخنران/).inputValue(), { timeout: 20_000 })
      .toBe("محمد رضایی");
    await submitTo(page, /[?&]id=\d+/);
    await page.waitForURL(/step=PRICE_SERVICE/, { timeout: 20_000 });
    await capture(page, "process-price");
    // A typed price survives a reload of the price step, as the form's fields do.
    const firstPrice = () => page.getByRole("textbox", { name: /^حداقل قیمت \(تومان\)/ }).first();
    await expect.poll(() => firstPrice().isVisible(), { timeout: 20_000 }).toBe(true);
    await firstPrice().fill("250000");
    await page.reload();
    await expect.poll(() => firstPrice().inputValue(), { timeout: 20_000 }).toBe("۲۵۰٬۰۰۰");
    // The other ceremonies' prices are still empty: saving asks before publishing them free.
    await page.getByRole("button", { name: messages.process.submit }).click();
    await page.getByRole("button", { name: "ثبت به صورت رایگان (اهدایی)" }).click();
    await page.waitForURL(/step=TIMELINE/, { timeout: 20_000 });
    await capture(page, "process-timeline");
    await page.getByLabel(/۲۴ ساعته/).check();
    // And so does the timetable.
    await page.reload();
    await expect.poll(() => page.getByLabel(/۲۴ ساعته/).isChecked(), { timeout: 20_000 }).toBe(true);
    await submitTo(page, /step=POSITION/);
    await capture(page, "process-position");
    await serveMashhad(page);
    // form-runtime's picker search points aria-controls at a results list it has not rendered yet (axe: critical);
    // reported to the engine's owners, checked here once fixed.
    await pickPoint(page, "خانه", "12", () => capture(page, "process-picker", { axe: false }));
    await submitTo(page, /step=FINISH/);
    await visible(page, flowMessages.finishTitle).toBe(true);
    await capture(page, "process-finish");
    const contentId = new URL(page.url()).searchParams.get("id");

    await page.goto("/panel/services");
    await page.getByRole("button", { name: /خدمات مراسم/ }).click();
    const row = page.locator(`a[href="/panel/process/303?id=${contentId}"]`);
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);

    // Reopen it and edit one step: the timetable, from 24 hours to Saturday mornings is not needed — a new topic.
    await row.click();
    // The saved service opens at whichever step the flow chooses (its URL may gain `&step=…` at once), so the wait
    // takes any step of this content rather than racing that redirect.
    await page.waitForURL(new RegExp(`/panel/process/303\\?id=${contentId}(&|$)`), { timeout: 20_000 });
    await page.goto(`/panel/process/303?id=${contentId}&step=FORM`);
    const topics = page.getByLabel(/موضوعات سخنرانی/);
    await expect.poll(() => topics.inputValue(), { timeout: 20_000 }).toBe("اخلاق و خانواده");
    await topics.fill("اخلاق، خانواده و جوانان");
    await submitTo(page, /step=PRICE_SERVICE/);
    await page.goto(`/panel/process/303?id=${contentId}&step=FORM`);
    await expect
      .poll(() => page.getByLabel(/موضوعات سخنرانی/).inputValue(), { timeout: 20_000 })
      .toBe("اخلاق، خانواده و جوانان");
    await page.context().close();
  }, 300_000);

  it("a field the server refuses shows its Persian message under it, takes the focus and blocks the submit until edited", async () => {
    const page = await signedIn("09120000001");
    let creates = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/provider_content/create")) creates += 1;
    });
    await page.goto("/panel/process/303");
    const name = page.getByLabel(/نام سخنران/);
    await expect.poll(() => name.isVisible(), { timeout: 20_000 }).toBe(true);
    // Persian letters pass the form's own pattern; only the server knows its 500-character limit.
    await name.fill("م".repeat(501));
    await page.getByLabel(/موضوعات سخنرانی/).fill("اخلاق و خانواده");
    const send = page.getByRole("button", { name: messages.process.submit });
    await send.click();
    const refusal = "نام سخنران: حداکثر ۵۰۰ نویسه می‌تواند باشد.";
    await expect.poll(() => name.getAttribute("aria-invalid"), { timeout: 20_000 }).toBe("true");
    expect(await page.locator(".fr-error", { hasText: refusal }).first().isVisible()).toBe(true);
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.inputValue()).toHaveLength(501);
    await capture(page, "process-refused-field");
    // The same value would be refused again: a second submit sends nothing and goes back to the field.
    await page.getByLabel(/موضوعات سخنرانی/).focus();
    await send.click();
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(creates).toBe(1);
    expect(page.url()).not.toMatch(/[?&]id=/);
    // Editing the field clears its refusal; the submit goes through.
    await name.fill("حسن کریمی");
    expect(await name.getAttribute("aria-invalid")).toBe("false");
    await submitTo(page, /[?&]id=\d+/);
    expect(creates).toBe(2);
    await page.context().close();
  });

  it("adds a long-term (HOZE) service through every step to FINISH (its price step only continues) and lists it", async () => {
    const page = await signedIn("09120000001");
    await page.goto("/panel/process/5501");
    const title = page.getByLabel(/عنوان طرح/);
    await expect.poll(() => title.isVisible(), { timeout: 20_000 }).toBe(true);
    await title.fill("جلسات قرآن محله");
    await page.getByLabel(/تعداد جلسات/).fill("2");
    await page
      .getByRole("checkbox", { name: /آقایان|بانوان/ })
      .first()
      .check();
    await page.getByLabel(/دارای مجوز/).check();
    await page.getByRole("button", { name: /تاریخ شروع طرح/ }).click();
    await page.locator(".fr-calendar-grid button:not([disabled])").nth(10).click();
    await submitTo(page, /step=PRICE_SERVICE/);
    await visible(page, "نیازی به ورود قیمت نیست").toBe(true);
    await capture(page, "process-hoze-price");
    await page.getByRole("button", { name: "ادامه" }).click();
    await page.waitForURL(/step=TIMELINE/, { timeout: 20_000 });
    await page.getByLabel(/۲۴ ساعته/).check();
    await submitTo(page, /step=POSITION/);
    await serveMashhad(page);
    await pickPoint(page, "مسجد محله", "3");
    await submitTo(page, /step=FINISH/);
    await visible(page, flowMessages.finishTitle).toBe(true);
    const contentId = new URL(page.url()).searchParams.get("id");

    await page.goto("/panel/services");
    await page.getByRole("button", { name: /طرح‌های بلندمدت حوزوی/ }).click();
    const row = page.locator(`a[href="/panel/process/5501?id=${contentId}"]`);
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  }, 240_000);

  it("adds a PLACE service (تالار و سالن, form 501) from New service through every step, the map point included, and lists it", async () => {
    const page = await signedIn("09120000001");
    const png = join(tmpdir(), "panel-e2e-hall.png");
    writeFileSync(
      png,
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    await page.goto("/panel/services/new");
    await page.getByRole("button", { name: "اماکن و تالارها" }).click();
    await page.getByRole("button", { name: `${s.choose} تالار و سالن` }).click();
    await page.waitForURL(newFlowUrl(501));
    const hallName = page.getByLabel(/نام تالار/);
    await expect.poll(() => hallName.isVisible(), { timeout: 20_000 }).toBe(true);
    await hallName.fill("تالار بهار");
    await page.getByLabel(/ظرفیت/).fill("250");
    await page.getByLabel(/نوع مکان/).selectOption({ label: "تالار" });
    await page.getByRole("checkbox", { name: "مجلس ختم" }).check();
    // The cover (required) goes up through the panel's upload adapter.
    await page.getByLabel("انتخاب فایل", { exact: true }).setInputFiles(png);
    await expect
      .poll(() => page.getByRole("button", { name: "حذف فایل" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    // The hall's map point (input type 28): the picker looks the point up on the reference server.
    await page.getByRole("button", { name: "انتخاب آدرس روی نقشه" }).click();
    const picker = page.getByRole("dialog", { name: "نقطه فعلی شما" });
    await expect.poll(() => picker.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => picker.locator(".cr-picker__line").getAttribute("data-state"), { timeout: 20_000 })
      .toBe("inside");
    await picker.getByRole("button", { name: "تایید موقعیت" }).click();
    const detail = page.getByRole("dialog", { name: "مشخصات آدرس" });
    await expect.poll(() => detail.isVisible()).toBe(true);
    await detail.getByLabel(/عنوان آدرس/).fill("ورودی تالار");
    await detail.getByLabel(/پلاک/).fill("8");
    await detail.getByRole("button", { name: "ثبت آدرس" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "تغییر آدرس" }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await capture(page, "place-form");
    await submitTo(page, /\/panel\/process\/501\?id=\d+&step=PRICE_SERVICE/);

    // PLACE prices are maxima.
    const maxPrice = page.getByRole("textbox", { name: "حداکثر قیمت (تومان) مجلس ختم" });
    await expect.poll(() => maxPrice.isVisible(), { timeout: 20_000 }).toBe(true);
    await maxPrice.fill("1500000");
    await page.getByRole("textbox", { name: "حداکثر تعداد مهمان مجلس ختم" }).fill("300");
    await capture(page, "place-price");
    await submitTo(page, /step=TIMELINE/);
    await page.getByLabel(/۲۴ ساعته/).check();
    await submitTo(page, /step=POSITION/);
    await serveMashhad(page);
    await pickPoint(page, "تالار بهار", "8");
    await capture(page, "place-position");
    await submitTo(page, /step=FINISH/);
    await visible(page, flowMessages.finishTitle).toBe(true);
    await capture(page, "place-finish");
    const contentId = new URL(page.url()).searchParams.get("id");

    // The saved price is the server's now (the device copy was cleared on save).
    await page.goto(`/panel/process/501?id=${contentId}&step=PRICE_SERVICE`);
    await expect
      .poll(() => page.getByRole("textbox", { name: "حداکثر قیمت (تومان) مجلس ختم" }).inputValue(), {
        timeout: 20_000,
      })
      .toBe("۱٬۵۰۰٬۰۰۰");
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(":PRICE_SERVICE"))),
    ).toEqual([]);

    await page.goto("/panel/services");
    await page.getByRole("button", { name: /اماکن و تالارها/ }).click();
    const row = page.locator(`a[href="/panel/process/501?id=${contentId}"]`);
    await expect.poll(() => row.isVisible(), { timeout: 20_000 }).toBe(true);
    // The row names the service (its form), here a hall; the hall's own name is the content's.
    expect(await row.getAttribute("aria-label")).toMatch(/ تالار و سالن$/);
    await page.context().close();
  }, 300_000);

  it("creates a legal profile through /panel/process/90 from the legal profiles page, lists it and edits it", async () => {
    const page = await signedIn("09120000006");
    await page.goto("/panel/profile/legals");
    const create = page.getByRole("link", { name: messages.legals.create });
    await expect.poll(() => create.isVisible(), { timeout: 20_000 }).toBe(true);
    await create.click();
    await page.waitForURL(newFlowUrl(90));
    await expect
      .poll(() => page.getByRole("heading", { name: flowMessages.flowTitle.legalProfile }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByLabel(/نام شخص حقوقی/).fill("هیئت محبان اهل بیت");
    await page.getByLabel(/شناسه ملی/).fill("10320000077");
    await page.getByLabel(/شماره ثبت/).fill("4521");
    await page.getByLabel(/تلفن ثابت/).fill("05138004455");
    await page.getByLabel(/شماره شبا/).fill("IR820540102680020817909002");
    await page.getByLabel(/کد ملی مدیرعامل/).fill("0012345679");
    await capture(page, "legal-create");
    await submitTo(page, /\/panel\/process\/90\?id=\d+.*step=FINISH/);
    await visible(page, flowMessages.finishTitle).toBe(true);
    const legalId = new URL(page.url()).searchParams.get("id");

    await page.goto("/panel/profile/legals");
    const edit = page.getByRole("link", { name: `${messages.legals.edit} هیئت محبان اهل بیت` });
    await expect.poll(() => edit.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await edit.getAttribute("href")).toBe(`/panel/process/90?id=${legalId}`);
    await capture(page, "legal-listed");
    await edit.click();
    // A finished profile opens as an edit, on its form step (issue 26 item 7).
    await page.waitForURL(new RegExp(`/panel/process/90\\?id=${legalId}&step=(?!FINISH)`), {
      timeout: 20_000,
    });
    await expect
      .poll(() => page.getByRole("heading", { name: flowMessages.editTitle.legalProfile }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    const formUrl = page.url();
    const registration = page.getByLabel(/شماره ثبت/);
    // Numeric fields show Persian digits (issue 26 item 11); the values sent stay Latin.
    await expect.poll(() => registration.inputValue(), { timeout: 20_000 }).toBe("۴۵۲۱");
    await registration.fill("4522");
    await submitTo(page, /step=FINISH/);
    await page.goto(formUrl);
    await expect.poll(() => page.getByLabel(/شماره ثبت/).inputValue(), { timeout: 20_000 }).toBe("۴۵۲۲");
    await page.context().close();
  }, 300_000);
});
