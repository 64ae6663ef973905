import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright";
import { afterEach, expect, inject } from "vitest";
import { messages } from "../src/messages";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const launch = JSON.parse(readFileSync(join(root, "scripts", "chromium.json"), "utf8")) as {
  executablePath: string;
  args: string[];
};

/** Where `saveScreenshot` writes, with SCREENSHOTS=1. */
const screenshotsDir = join(root, "apps", "provider-panel", "screenshots");

/** Saves the page as screenshots/<name>.png when the run was asked for screenshots (SCREENSHOTS=1). */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.SCREENSHOTS !== "1") return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), ...options });
}

/** The reference server started by globalSetup. */
export const baseUrl = () => inject("baseUrl");

/** Debian's chromium with the shared launch options. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: launch.executablePath, args: launch.args });
}

/** Content-Security-Policy violations seen by any page of any context made here, since the last test ended. */
const cspViolations: string[] = [];

// Every end-to-end test fails on a CSP violation (issue 12 item 9): the panel must run under the server's policy.
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, "Content-Security-Policy violations").toEqual([]);
});

/** Takes (and clears) the violations seen so far: for the test that proves the watch catches them. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Records CSP violations of the context's pages: the DOM event (with the directive) and the console report. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__reportCspViolation", (source, text: string) => {
    cspViolations.push(`${source.page?.url() ?? "?"}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
}

/**
 * A phone-sized context (390×844) in Persian, watched for CSP violations, on the shared reference server unless
 * `baseURL` names a suite's own. Service workers are blocked unless asked for: a worker-served request would bypass
 * the tests' `page.route` interceptions.
 */
export async function phoneContext(
  browser: Browser,
  options: {
    serviceWorkers?: "allow" | "block";
    baseURL?: string;
    /** A touch phone (no hover, coarse pointer), for what differs from a desktop browser at the same size. */
    touch?: boolean;
  } = {},
): Promise<BrowserContext> {
  // Reduced motion: axe then checks the final colours rather than a modal halfway through its fade-in.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "fa-IR",
    baseURL: options.baseURL ?? baseUrl(),
    reducedMotion: "reduce",
    serviceWorkers: options.serviceWorkers ?? "block",
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  await watchCsp(context);
  await slowDownCpu(context);
  return context;
}

/**
 * With E2E_CPU_SLOWDOWN=N every page of the context runs N times slower (Chromium's CPU throttling): for hunting a
 * test that waits on the wrong thing, which a busy CI machine finds and a quiet one hides. With it, a document loaded
 * while the context is offline reads `navigator.onLine` as true (offlineShell.e2e.ts then sees the online wording):
 * not for the offline navigation suite.
 */
async function slowDownCpu(context: BrowserContext): Promise<void> {
  const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (!(rate > 1)) return;
  context.on("page", (page) => {
    void context
      .newCDPSession(page)
      .then((session) => session.send("Emulation.setCPUThrottlingRate", { rate }))
      .catch(() => undefined);
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
