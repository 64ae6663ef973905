import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright";
import { expect, inject } from "vitest";
import { messages } from "../src/messages";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const launch = JSON.parse(readFileSync(join(root, "scripts", "chromium.json"), "utf8")) as {
  executablePath: string;
  args: string[];
};

/** The reference server started by globalSetup. */
export const baseUrl = () => inject("baseUrl");

/** Debian's chromium with the shared launch options. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: launch.executablePath, args: launch.args });
}

/** A phone-sized context (390×844) in Persian. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  // Reduced motion: axe then checks the final colours rather than a modal halfway through its fade-in.
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "fa-IR",
    baseURL: baseUrl(),
    reducedMotion: "reduce",
  });
}

/** Fails on serious or critical axe violations of the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A just-opened dialog needs a moment to settle (portal, focus) before colours are measured.
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join(", ")}`,
  );
  expect(summary, `axe on ${screen}`).toEqual([]);
}

/** Signs in with the one-time code (OTP_CODE 12345) and waits for the panel home. */
export async function signInWithCode(page: Page, phone: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel(messages.auth.phone).fill(phone);
  await page.getByRole("button", { name: messages.auth.getCode }).click();
  await page.waitForURL("**/signin/confirm");
  await page.getByLabel(messages.auth.code).fill("12345");
}
