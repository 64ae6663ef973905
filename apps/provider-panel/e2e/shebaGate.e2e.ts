import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { ownServer } from "./ownServer";

// Issue 26 items 1, 2 and 4 at 390×844: a provider without a sheba meets the services rule on every way into adding
// a service, lands where the active profile's sheba can be typed, and finds the field clear of the toast and the tab
// bar. Its own server: the journeys change the seeded profiles' shebas. SHOTS_DIR=<dir> saves what they show.
const own = ownServer({});
const shotsDir = process.env.SHOTS_DIR;
const shebaRequired = messages.screenErrors.shebaRequired;
const LEGAL = "موسسه خدمات مجالس نور";
const l = messages.legals;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}

async function switchTo(page: Page, label: string) {
  await page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }).click();
  await page.getByRole("radio", { name: label }).click();
  await page.waitForLoadState("load");
  await expect
    .poll(() => page.getByRole("button", { name: new RegExp(messages.shell.selectProfile) }).textContent())
    .toContain(label);
}

/** The services rule's redirect: its toast, the sheba field focused and on screen, clear of the toasts and the bar. */
async function expectShebaField(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  expect(new URL(page.url()).searchParams.get("focus_shaba")).toBe("true");
  await expect.poll(() => page.getByText(shebaRequired).first().isVisible()).toBe(true);
  const sheba = page.locator('input[name="shaba"]');
  await expect.poll(() => sheba.evaluate((el) => el === document.activeElement)).toBe(true);
  // Toasts sit above the tab bar (issue 27 item 14): the field must be clear of the bar and of every toast shown.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const input = document.querySelector('input[name="shaba"]')?.getBoundingClientRect();
        const bar = document.querySelector(".tabbar-wrap")?.getBoundingClientRect();
        if (!input || !bar) return "missing";
        const underToast = [...document.querySelectorAll(".toast")]
          .map((t) => t.getBoundingClientRect())
          .some((t) => input.bottom > t.top && input.top < t.bottom);
        return input.bottom <= bar.top && !underToast ? "clear" : "covered";
      }),
    )
    .toBe("clear");
}

describe("the sheba rule on the way to adding a service", () => {
  it("a legal profile without a sheba is stopped on every way in, types its sheba in place, then adds a service", async () => {
    const page = await own.signedIn("09120000001");
    await switchTo(page, LEGAL);

    // A typed URL.
    await page.goto("/panel/services/new");
    await expectShebaField(page, "/panel/profile/legals");
    // A service flow opened without an id (a typed or bookmarked link): a create as well.
    await page.goto("/panel/process/303");
    await expectShebaField(page, "/panel/profile/legals");
    // The home menu's «خدمات من».
    await page.goto("/panel");
    await page.getByRole("button", { name: new RegExp(messages.home.services) }).click();
    await expectShebaField(page, "/panel/profile/legals");
    await shot(page, "legal-sheba-gate");

    const form = page.getByRole("form", { name: l.shebaTitle(LEGAL) });
    const sheba = form.getByLabel(messages.auth.sheba);
    await sheba.fill("IR820540102680020817909003");
    await form.getByRole("button", { name: l.shebaSave }).click();
    await expect.poll(() => form.getByText(messages.validation.shebaInvalid).isVisible()).toBe(true);
    await sheba.fill("IR820540102680020817909002");
    await form.getByRole("button", { name: l.shebaSave }).click();
    await expect.poll(() => form.getByText(messages.validation.shebaInvalid).count()).toBe(0);
    await shot(page, "legal-sheba-saved");

    await page.goto("/panel");
    await page.getByRole("button", { name: new RegExp(messages.home.services) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/panel/services");
    await page.goto("/panel/services/new");
    await expect
      .poll(() => page.getByRole("heading", { name: messages.services.newTitle }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it("the main profile without a sheba is sent to its profile form; the server refuses a create all the same", async () => {
    const page = await own.signedIn("09120000001");
    // The seeded main profile has a sheba: remove it the way an older client could (the form requires it now).
    const cleared = await page.evaluate(async () => {
      const token = localStorage.getItem("access_token");
      const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const put = await fetch("/api/profile/", {
        method: "PUT",
        headers,
        body: JSON.stringify({ first_name: "علی", last_name: "محمدی", birth_date: 631152000, shaba: null }),
      });
      const create = await fetch("/api/provider_content/create", {
        method: "POST",
        headers,
        body: JSON.stringify({ form_id: 303, e30301_speaker_name: "علی محمدی", e30302_topics: "اخلاق" }),
      });
      return { put: put.status, create: create.status, body: await create.json() };
    });
    expect(cleared.put).toBe(200);
    expect(cleared.create).toBe(403);
    expect(cleared.body.message).toBe(shebaRequired);

    await page.goto("/panel");
    await page.getByRole("button", { name: new RegExp(messages.home.services) }).click();
    await expectShebaField(page, "/panel/profile");
    await shot(page, "main-sheba-gate");
    await page.goto("/panel/services");
    await page.getByRole("link", { name: messages.services.newLink }).first().click();
    await expectShebaField(page, "/panel/profile");
    await page.context().close();
  });
});
