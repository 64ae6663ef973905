import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { ownServer } from "./ownServer";

// A provider who makes mistakes on the way in, at 390×844: a short or pasted mobile, five wrong codes, a burnt code,
// a lock-out, and a short sheba at sign-up. Its own server: the wrong tries are judged with the production limits of
// wrong guesses (the shared server lifts them), a delay of 60 s once they are spent. SHOTS_DIR=<dir> saves screens.
const own = ownServer({ GUESS_FREE_TRIES: "5", GUESS_BASE_DELAY_SECONDS: "60" });
const shotsDir = process.env.SHOTS_DIR;
const a = messages.auth;
const v = messages.validation;
const BURNT = "کد تایید چند بار اشتباه وارد شد و دیگر معتبر نیست؛ لطفا کد تازه درخواست کنید.";

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}

/** Pastes `text` into a field as the clipboard does (a paste event carrying the text). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData("text", value);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Every error toast on screen, and whether one of them covers the code input or the confirm button. */
async function toastsOverCodeStep(page: Page) {
  return page.evaluate((confirmLabel) => {
    const button = [...document.querySelectorAll("button")].find(
      (b) => b.textContent?.trim() === confirmLabel,
    );
    const boxes = [document.querySelector('input[autocomplete="one-time-code"]'), button ?? null]
      .filter((el): el is Element => el !== null)
      .map((el) => el.getBoundingClientRect());
    if (boxes.length < 2) return { errorToasts: -1, covered: true };
    const toasts = [...document.querySelectorAll(".toast-error")].map((t) => t.getBoundingClientRect());
    const covered = toasts.some((t) => boxes.some((b) => b.bottom > t.top && b.top < t.bottom));
    return { errorToasts: toasts.length, covered };
  }, a.confirm);
}

async function typeCode(page: Page, code: string) {
  const input = page.getByLabel(a.code);
  await input.fill("");
  await input.fill(code);
}

describe("a provider who makes mistakes signing in", () => {
  it("a new provider's short sheba at sign-up is told how many digits are missing, and a pasted one is taken whole", async () => {
    const page = await (await own.context()).newPage();
    await page.goto("/signin");
    await page.getByLabel(a.phone).fill("09350001234");
    await page.getByRole("button", { name: a.getCode }).click();
    await page.waitForURL("**/signin/confirm");
    await page.getByLabel(a.code).fill("12345");
    await page.waitForURL("**/signup");
    const sheba = page.locator('input[name="shaba"]');
    await sheba.fill("8205401026800208179090");
    await page.getByRole("button", { name: a.signupSubmit }).click();
    await expect.poll(() => page.getByText(messages.validation.shebaShort("۲")).isVisible()).toBe(true);
    await shot(page, "signup-sheba-short");
    await sheba.fill("");
    await paste(sheba, "IR82 0540 1026 8002 0817 9090 02");
    await expect.poll(() => sheba.inputValue()).toBe("820540102680020817909002");
    await page.getByRole("button", { name: a.signupSubmit }).click();
    await expect.poll(() => page.getByText(messages.validation.shebaShort("۲")).count()).toBe(0);
    await expect.poll(() => page.getByText(messages.validation.shebaFormat).count()).toBe(0);
  });

  it("a connection lost on the way to the code step leaves a Persian screen that comes back, not the browser's error page", async () => {
    const page = await (await own.context()).newPage();
    await page.goto("/signin");
    await page.getByLabel(a.phone).fill("09350001235");
    // The code step's screen is a chunk of its own: it does not arrive.
    await page.route("**/assets/**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: a.getCode }).click();
    await expect.poll(() => page.getByRole("button", { name: messages.gate.retry }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/signin/confirm");
    await shot(page, "confirm-chunk-lost");
    await page.unroute("**/assets/**");
    await page.getByRole("button", { name: messages.gate.retry }).click();
    await expect.poll(() => page.getByLabel(a.code).isVisible()).toBe(true);
  });

  // Last: its lock-out holds this client's wrong-guess delay for a minute.
  it("is told what a mobile lacks, has a pasted number cleaned, and meets one message per wrong code, then a burnt code and a lock-out that say what to do", async () => {
    const page = await (await own.context()).newPage();
    await page.goto("/signin");
    const phone = page.getByLabel(a.phone);
    await phone.fill("۰۹۱۲۰۰۰");
    await phone.blur();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(v.mobileShort("۴"));
    await shot(page, "mobile-short");
    await phone.fill("");
    await paste(phone, "+۹۸ ۹۱۲ ۰۰۰ ۰۰۰۱");
    await expect.poll(() => phone.inputValue()).toBe("09120000001");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await page.getByRole("button", { name: a.getCode }).click();
    await page.waitForURL("**/signin/confirm");

    const confirm = page.getByRole("button", { name: a.confirm });
    for (let i = 1; i <= 4; i += 1) {
      await typeCode(page, `1111${i}`);
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("کد تایید اشتباه است");
      // One message, in place: no toast per try stacking over the code and the button.
      expect(await page.getByRole("alert").count()).toBe(1);
      expect(await toastsOverCodeStep(page)).toEqual({ errorToasts: 0, covered: false });
    }
    await shot(page, "code-wrong");

    // The fifth wrong try burns the code: said once, the confirm button held, a new code offered at once.
    await typeCode(page, "11115");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(BURNT);
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    const resend = page.getByRole("button", { name: a.resend });
    await expect.poll(() => resend.isVisible()).toBe(true);
    expect(await toastsOverCodeStep(page)).toEqual({ errorToasts: 0, covered: false });
    await shot(page, "code-burnt");
    // Another code typed into the burnt one is not sent.
    const sent = () => page.evaluate(() => performance.getEntriesByType("resource").length);
    const before = await sent();
    await typeCode(page, "11116");
    await page.waitForTimeout(300);
    expect(await sent()).toBe(before);

    await resend.click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await expect.poll(() => page.getByLabel(a.code).inputValue()).toBe("");

    // Past the free wrong tries the client waits: the wait is said once, with its time, instead of more errors.
    await typeCode(page, "22221");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("کد تایید اشتباه است");
    await typeCode(page, "22222");
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(/دوباره تلاش کنید.*زمان باقی‌مانده/);
    expect(await page.getByRole("alert").count()).toBe(1);
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    expect(await toastsOverCodeStep(page)).toEqual({ errorToasts: 0, covered: false });
    await shot(page, "code-locked-out");
  });
});
