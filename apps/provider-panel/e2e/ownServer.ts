import type { Browser, BrowserContext, Page } from "playwright";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, phoneContext, signInWithCode } from "./browser";
import { type ReferenceServer, startReferenceServer } from "./referenceServer";

/** A suite's own reference server and browser, started before its tests and stopped after them. */
export interface OwnServer {
  /** The running server (its URL and log). */
  server(): ReferenceServer;
  /** A phone context on this server (see `phoneContext`). */
  context(): Promise<BrowserContext>;
  /** A new page of a new phone context, signed in with the one-time code and on the panel home. */
  signedIn(phone?: string): Promise<Page>;
}

/**
 * For a suite that needs server settings the shared server does not have (`env`: the simulated customer's timing,
 * token lifetimes, an upload directory to look into). Registers the suite's beforeAll/afterAll; call it at the top
 * level of the test file. Server and browser start side by side. `options.serviceWorkers` as in `phoneContext`.
 */
export function ownServer(
  env: Record<string, string>,
  options: { serviceWorkers?: "allow" | "block" } = {},
): OwnServer {
  let browser: Browser | undefined;
  let server: ReferenceServer | undefined;
  beforeAll(async () => {
    const [launched, started] = await Promise.allSettled([launchBrowser(), startReferenceServer(env)]);
    // Keep whichever started, so that afterAll stops it when the other failed.
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "rejected") throw launched.reason;
    if (started.status === "rejected") throw started.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const running = () => {
    if (!browser || !server) throw new Error("ownServer: used before its beforeAll ran");
    return { browser, server };
  };
  const context = () => {
    const { browser, server } = running();
    return phoneContext(browser, { baseURL: server.url, ...options });
  };
  return {
    server: () => running().server,
    context,
    async signedIn(phone = "09120000001") {
      const page = await (await context()).newPage();
      await signInWithCode(page, phone);
      await page.waitForURL(/\/panel$/);
      return page;
    },
  };
}
