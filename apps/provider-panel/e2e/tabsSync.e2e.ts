import type { Page, Response } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { saveScreenshot, signInWithCode } from "./browser";
import { ownServer } from "./ownServer";

// Two tabs of one browser on the profile form: a save in one shows in the other without a reload, a save from a
// form filled before it is refused (409) and loses nothing, a reload keeps the typing, sign-out follows. Its own
// server: the walk renames the demo provider.
const own = ownServer({});

const firstName = (page: Page) => page.getByLabel(messages.auth.firstName, { exact: true });
const lastName = (page: Page) => page.getByLabel(messages.auth.lastName, { exact: true });
const submit = (page: Page) => page.getByRole("button", { name: messages.profile.submit, exact: true });
const switcherName = (page: Page) => page.locator(".switcher-name").first().textContent();
const isSave = (r: Response) => r.url().endsWith("/api/profile/") && r.request().method() === "PUT";

async function openProfile(page: Page) {
  await page.goto("/panel/profile");
  await expect.poll(() => firstName(page).isVisible()).toBe(true);
}

describe("the panel in two tabs", () => {
  it("a save shows in the other tab, a stale save is refused without losing input, a reload keeps the draft", async () => {
    const a = await own.signedIn();
    const b = await a.context().newPage();
    await openProfile(a);
    await openProfile(b);

    // Tab A saves a new first name; tab B, untouched, shows it in the form and the header without a reload.
    await firstName(a).fill("زهرا");
    await Promise.all([a.waitForResponse((r) => isSave(r) && r.ok()), submit(a).click()]);
    await expect.poll(() => firstName(b).inputValue()).toBe("زهرا");
    await expect.poll(() => switcherName(b)).toContain("زهرا");
    await saveScreenshot(b, "tabs-b-follows-a");

    // Tab B types over the form; tab A saves again meanwhile. B is told at once and keeps its typing.
    await lastName(b).fill("کاظمی");
    await lastName(a).fill("نوری");
    await Promise.all([a.waitForResponse((r) => isSave(r) && r.ok()), submit(a).click()]);
    await expect.poll(() => b.getByText(messages.profile.changedElsewhere).isVisible()).toBe(true);
    expect(await lastName(b).inputValue()).toBe("کاظمی");

    // B saves anyway: the server refuses the stale version, nothing typed is lost.
    const [refused] = await Promise.all([b.waitForResponse(isSave), submit(b).click()]);
    expect(refused.status()).toBe(409);
    await expect.poll(() => b.getByText(messages.profile.changedElsewhere).isVisible()).toBe(true);
    expect(await lastName(b).inputValue()).toBe("کاظمی");
    expect(await firstName(b).inputValue()).toBe("زهرا");
    await saveScreenshot(b, "tabs-b-conflict", { fullPage: true });

    // B keeps its own values on purpose; A, untouched since its save, follows.
    const [kept] = await Promise.all([
      b.waitForResponse(isSave),
      b.getByRole("button", { name: messages.profile.keepMine }).click(),
    ]);
    expect(kept.status()).toBe(200);
    await expect.poll(() => lastName(a).inputValue()).toBe("کاظمی");
    await expect.poll(() => b.getByText(messages.profile.changedElsewhere).count()).toBe(0);

    // A reload keeps what B typed and says so; the draft can be dropped.
    await firstName(b).fill("زهرا سادات");
    await b.reload();
    await expect.poll(() => firstName(b).inputValue()).toBe("زهرا سادات");
    await expect.poll(() => b.getByText(messages.profile.draftRestored).isVisible()).toBe(true);
    await saveScreenshot(b, "tabs-b-draft-restored");
    await b.getByRole("button", { name: messages.profile.discardDraft }).click();
    expect(await firstName(b).inputValue()).toBe("زهرا");

    // Signing out in A signs B out too.
    await a.goto("/panel");
    await a.getByRole("button", { name: messages.home.logout }).click();
    await a.getByRole("button", { name: messages.home.yes }).click();
    await b.waitForURL((url) => !url.pathname.startsWith("/panel"));
    await saveScreenshot(b, "tabs-b-signed-out");

    // Signing in again in A takes B, left on the sign-in screen, into the panel: no second code.
    await signInWithCode(a, "09120000001");
    await a.waitForURL(/\/panel$/);
    await b.waitForURL(/\/panel$/);
    await expect
      .poll(() => b.getByRole("navigation", { name: messages.shell.menu }).first().isVisible())
      .toBe(true);
  });
});
