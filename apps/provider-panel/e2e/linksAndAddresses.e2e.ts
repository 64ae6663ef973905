import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, launchBrowser, phoneContext, signInWithCode } from "./browser";

// Legal profiles, lawyers and saved addresses against the reference server, at 390×844; every state is axe-checked
// and, with SCREENSHOTS=1, saved into screenshots/marketplace-lists/.
const shots = process.env.SCREENSHOTS === "1";
const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots", "marketplace-lists");
const l = messages.legals;
const m = messages.lawyers;
const a = messages.address;
let browser: Browser;
let index = 0;

beforeAll(async () => {
  if (shots) mkdirSync(outDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function capture(page: Page, name: string) {
  await expectAccessible(page, name);
  if (shots) {
    index += 1;
    await page.screenshot({ path: join(outDir, `${String(index).padStart(2, "0")}-${name}.png`) });
  }
}

async function signedIn(phone: string): Promise<Page> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await signInWithCode(page, phone);
  await page.waitForURL(/\/panel$/);
  return page;
}

const shown = (page: Page, text: string, timeout = 15_000) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout });

/** Holds the list call of `path` until released, so the loading state can be seen. */
async function holdList(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}*`, async (route) => {
    await held;
    // A reload may have answered the request already.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(`**${path}*`);
  };
}

/** Answers the list call of `path` with a server error once. */
async function failList(page: Page, path: string) {
  await page.route(`**${path}*`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x","code":500}' }),
  );
  return () => page.unroute(`**${path}*`);
}

describe("legal profiles, lawyers and addresses", () => {
  it("legal profiles: loading, error, list with edit links, delete after confirmation, empty", async () => {
    const page = await signedIn("09120000001");
    const release = await holdList(page, "/api/profile/link/request/list");
    await page.goto("/panel/profile/legals");
    await expect
      .poll(() => page.getByRole("status", { name: messages.common.loading }).isVisible())
      .toBe(true);
    await capture(page, "legals-loading");
    await release();
    await shown(page, "موسسه خدمات مجالس نور").toBe(true);
    await capture(page, "legals-list");
    expect(await page.getByRole("link", { name: l.create }).getAttribute("href")).toBe("/panel/process/90");
    expect(await page.getByRole("link", { name: `${l.edit} هیئت مذهبی انصار` }).getAttribute("href")).toMatch(
      /^\/panel\/process\/90\?id=\d+$/,
    );

    await page.getByRole("button", { name: `${l.delete} هیئت مذهبی انصار` }).click();
    await expect.poll(() => page.getByRole("dialog", { name: l.deleteTitle }).isVisible()).toBe(true);
    await capture(page, "legals-delete-confirm");
    await page.getByRole("dialog").getByRole("button", { name: l.delete }).click();
    await shown(page, "درخواست اتصال حذف شد.").toBe(true);
    await expect.poll(() => page.getByText("هیئت مذهبی انصار").count()).toBe(0);
    await page.reload();
    await shown(page, "موسسه خدمات مجالس نور").toBe(true);
    expect(await page.getByText("هیئت مذهبی انصار").count()).toBe(0);

    await page.getByRole("button", { name: `${l.delete} موسسه خدمات مجالس نور` }).click();
    await page.getByRole("dialog").getByRole("button", { name: l.delete }).click();
    await shown(page, l.empty).toBe(true);
    await capture(page, "legals-empty");

    const restore = await failList(page, "/api/profile/link/request/list");
    await page.reload();
    await shown(page, messages.screenErrors.screenFetch).toBe(true);
    await capture(page, "legals-error");
    await restore();
    await page.getByRole("button", { name: messages.gate.retry }).click();
    await shown(page, l.empty).toBe(true);
    await page.context().close();
  });

  it("lawyers: one account adds a lawyer by mobile, the other accepts; a third's request is rejected", async () => {
    const first = await signedIn("09120000001");
    await first.goto("/panel/lawyers");
    await shown(first, m.tabIncoming).toBe(true);
    await expect.poll(() => first.locator(".link-request").count()).toBeGreaterThan(0);
    await capture(first, "lawyers-incoming");
    await first.getByRole("button", { name: m.add }).click();
    const dialog = first.getByRole("dialog", { name: m.addTitle });
    await dialog.getByRole("button", { name: m.send }).click();
    await expect.poll(() => dialog.getByRole("alert").count()).toBe(2);
    await capture(first, "lawyers-add-errors");
    await dialog.getByLabel(m.label).fill("وکیل شرکت");
    await dialog.getByLabel(m.mobile).fill("۰۹۱۲۰۰۰۰۰۰۲");
    await capture(first, "lawyers-add-filled");
    await dialog.getByRole("button", { name: m.send }).click();
    await first.waitForURL(/\/panel\/lawyers\/requests$/);
    await shown(first, "وکیل شرکت").toBe(true);
    await capture(first, "lawyers-outgoing");
    await first.getByRole("button", { name: `${m.editLabel} وکیل شرکت` }).click();
    await capture(first, "lawyers-edit-label");
    await first.getByRole("dialog").getByLabel(m.label).fill("وکیل حقوقی شرکت");
    await first.getByRole("dialog").getByRole("button", { name: m.save }).click();
    await shown(first, "وکیل حقوقی شرکت").toBe(true);

    const third = await signedIn("09120000003");
    await third.goto("/panel/lawyers/requests");
    await shown(third, m.emptyOutgoing).toBe(true);
    await capture(third, "lawyers-outgoing-empty");
    await third.goto("/panel/lawyers");
    await third.getByRole("button", { name: m.add }).click();
    await third.getByRole("dialog").getByLabel(m.label).fill("مشاور");
    await third.getByRole("dialog").getByLabel(m.mobile).fill("09120000002");
    await third.getByRole("dialog").getByRole("button", { name: m.send }).click();
    await third.waitForURL(/\/panel\/lawyers\/requests$/);
    await shown(third, "مشاور").toBe(true);

    const second = await signedIn("09120000002");
    await second.goto("/panel/lawyers");
    await expect
      .poll(() => second.getByRole("button", { name: new RegExp(`^${m.accept} `) }).count())
      .toBe(2);
    await capture(second, "lawyers-incoming-waiting");
    // Newest first: the third account's request, then the first's.
    const cards = second.locator(".link-request");
    await cards
      .nth(1)
      .getByRole("button", { name: new RegExp(`^${m.accept} `) })
      .click();
    await shown(second, "درخواست اتصال پذیرفته شد.").toBe(true);
    await expect.poll(() => cards.nth(1).getByText(m.status[1]).isVisible()).toBe(true);
    await cards
      .nth(0)
      .getByRole("button", { name: new RegExp(`^${m.reject} `) })
      .click();
    await expect.poll(() => second.getByRole("dialog", { name: m.rejectTitle }).isVisible()).toBe(true);
    await capture(second, "lawyers-reject-confirm");
    await second.getByRole("dialog").getByRole("button", { name: m.reject }).click();
    await shown(second, "درخواست اتصال رد شد.").toBe(true);
    await expect.poll(() => cards.count()).toBe(1);
    await capture(second, "lawyers-after-accept-reject");

    await first.reload();
    await expect
      .poll(() =>
        first.locator(".link-request", { hasText: "وکیل حقوقی شرکت" }).getByText(m.status[1]).isVisible(),
      )
      .toBe(true);
    // The requester learns of the refusal on its list (issue 26), and clears the request away.
    await third.reload();
    await shown(third, m.rejectedOutgoing).toBe(true);
    await capture(third, "lawyers-outgoing-rejected");
    await third.getByRole("button", { name: `${m.delete} مشاور` }).click();
    await third.getByRole("dialog").getByRole("button", { name: m.delete }).click();
    await shown(third, m.emptyOutgoing).toBe(true);
    for (const p of [first, second, third]) await p.context().close();
  }, 300_000);

  it("addresses: loading, list, picker outside then inside the area, detail form, save, select, delete", async () => {
    const page = await signedIn("09120000001");
    const release = await holdList(page, "/api/profile/address/list");
    await page.goto("/panel/address");
    await expect
      .poll(() => page.getByRole("status", { name: messages.common.loading }).isVisible())
      .toBe(true);
    await capture(page, "address-loading");
    await release();
    await expect.poll(() => page.locator(".saved-address").count()).toBe(2);
    await capture(page, "address-list");

    // OpenLayers is not loaded before the map is asked for.
    const scripts: string[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.getByRole("button", { name: a.add }).click();
    const picker = page.getByRole("dialog", { name: "نقطه فعلی شما" });
    await expect.poll(() => picker.isVisible()).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    const line = picker.locator(".cr-picker__line");
    await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("inside");
    await capture(page, "address-picker-inside");

    // A city outside every service area: the line says so and confirm stays disabled.
    await picker.locator("select").selectOption({ label: "قشم" });
    await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("outside");
    await shown(page, "نقطه انتخابی در محدوده سرویس دهی نمی باشد").toBe(true);
    expect(await picker.getByRole("button", { name: "تایید موقعیت" }).isDisabled()).toBe(true);
    await capture(page, "address-picker-outside");

    // Back to Mashhad, then pan the map by dragging: the new centre is looked up again.
    await picker.locator("select").selectOption({ label: "مشهد" });
    await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("inside");
    const lookups: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/location_service/coordination_search")) lookups.push(r.url());
    });
    const box = await picker.locator(".cr-picker__map").boundingBox();
    if (!box) throw new Error("map not drawn");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 120, y + 80, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("inside");
    // The dragged centre was looked up (the city-level address text may stay the same).
    await expect.poll(() => lookups.length, { timeout: 15_000 }).toBeGreaterThan(0);

    await picker.getByRole("button", { name: "تایید موقعیت" }).click();
    const detail = page.getByRole("dialog", { name: "مشخصات آدرس" });
    await expect.poll(() => detail.isVisible()).toBe(true);
    await detail.getByRole("button", { name: "ثبت آدرس" }).click();
    await capture(page, "address-detail-errors");
    await detail.getByLabel(/عنوان آدرس/).fill("حسینیه محله");
    await detail.getByLabel(/پلاک/).fill("۲۴");
    await detail.getByLabel(/واحد/).fill("2");
    await capture(page, "address-detail-filled");
    await detail.getByRole("button", { name: "ثبت آدرس" }).click();
    await shown(page, "آدرس با موفقیت ثبت شد.").toBe(true);
    await expect.poll(() => page.locator(".saved-address").count()).toBe(3);
    await expect.poll(() => page.locator(".saved-address").first().textContent()).toContain("حسینیه محله");

    await page.getByRole("button", { name: `${a.select}: حسینیه محله` }).click();
    await page.reload();
    await expect
      .poll(() =>
        page.locator(".saved-address", { hasText: "حسینیه محله" }).getByText(a.selected).isVisible(),
      )
      .toBe(true);
    await capture(page, "address-selected");

    await page.getByRole("button", { name: `${a.delete} حسینیه محله` }).click();
    await capture(page, "address-delete-confirm");
    await page.getByRole("dialog").getByRole("button", { name: a.yes }).click();
    await shown(page, "آدرس حذف شد.").toBe(true);
    await expect.poll(() => page.locator(".saved-address").count()).toBe(2);
    expect(await page.getByText(a.selected, { exact: true }).count()).toBe(0);
    await page.context().close();

    const empty = await signedIn("09120000002");
    await empty.goto("/panel/address");
    await shown(empty, a.empty).toBe(true);
    await capture(empty, "address-empty");
    const restore = await failList(empty, "/api/profile/address/list");
    await empty.reload();
    await shown(empty, messages.screenErrors.screenFetch).toBe(true);
    await capture(empty, "address-error");
    await restore();
    await empty.context().close();
  }, 300_000);

  it("address title: stops at 100 characters where typed; a refused save keeps both dialogs, everything typed, and names the field (issue 26 item 9)", async () => {
    const page = await signedIn("09120000003");
    await page.goto("/panel/address");
    await page.getByRole("button", { name: a.add }).click();
    const picker = page.getByRole("dialog", { name: "نقطه فعلی شما" });
    const line = picker.locator(".cr-picker__line");
    await expect.poll(() => line.getAttribute("data-state"), { timeout: 15_000 }).toBe("inside");
    await picker.getByRole("button", { name: "تایید موقعیت" }).click();
    const detail = page.getByRole("dialog", { name: "مشخصات آدرس" });
    await expect.poll(() => detail.isVisible()).toBe(true);

    const title = detail.getByLabel("عنوان آدرس");
    await title.focus();
    await page.keyboard.insertText("تالار ".repeat(24));
    expect((await title.inputValue()).length).toBe(100);
    await shown(page, "حداکثر ۱۰۰ نویسه").toBe(true);
    await detail.getByLabel("پلاک").fill("۲۴");
    await detail.getByLabel("واحد").fill("۳");
    await capture(page, "address-title-limit");

    // The reference server refuses a title over 100 characters (sent here by rewriting the request): the refusal
    // names the field, both dialogs stay and nothing typed is lost.
    await page.route("**/api/profile/address/create", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, name: "ب".repeat(101) }) });
    });
    await detail.getByRole("button", { name: "ثبت آدرس" }).click();
    await expect.poll(() => title.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
    await shown(page, "«عنوان آدرس» حداکثر ۱۰۰ نویسه می‌تواند باشد.").toBe(true);
    expect(await picker.isVisible()).toBe(true);
    expect((await title.inputValue()).length).toBe(100);
    expect(await detail.getByLabel("پلاک").inputValue()).toBe("۲۴");
    expect(await detail.getByLabel("واحد").inputValue()).toBe("۳");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    await capture(page, "address-title-refused");

    // Shortened and sent as typed: saved, the dialogs close.
    await page.unroute("**/api/profile/address/create");
    await title.fill("تالار محله");
    await detail.getByRole("button", { name: "ثبت آدرس" }).click();
    await shown(page, "آدرس با موفقیت ثبت شد.").toBe(true);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("button", { name: `${a.delete} تالار محله` }).click();
    await page.getByRole("dialog").getByRole("button", { name: a.yes }).click();
    await shown(page, "آدرس حذف شد.").toBe(true);
    await page.context().close();
  }, 300_000);

  it("the home menu leads to the lawyers screen, not the coming-soon page", async () => {
    const page = await signedIn("09120000001");
    await page.getByRole("link", { name: messages.home.lawyers }).click();
    await page.waitForURL(/\/panel\/lawyers$/);
    await shown(page, m.tabIncoming).toBe(true);
    expect(await page.getByTestId("coming-soon").count()).toBe(0);
    await page.context().close();
  });
});
