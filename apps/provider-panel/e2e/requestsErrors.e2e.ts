import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { expectAccessible, saveScreenshot } from "./browser";
import { ownServer } from "./ownServer";

// The interface error screen on the issue-11 routes: an answer the screen cannot render (a malformed item, reply or
// receipt, standing for any unexpected failure of the route) shows 'system error, try again later' inside the panel
// shell, is logged through /api/log_ui/log, and the retry asks the server again and shows the screen.
const own = ownServer({
  MARKETPLACE_ACCEPT_DELAY_MS: "off",
  MARKETPLACE_REPLY_DELAY_MS: "off",
  MARKETPLACE_NEW_REQUEST_MS: "off",
});
const signedIn = () => own.signedIn();

const json = (body: unknown) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify(body),
});
const CASES: {
  name: string;
  path: string;
  call: string;
  broken: unknown;
  ready: (page: Page) => Promise<boolean>;
}[] = [
  {
    name: "requests",
    path: "/panel/requests",
    call: "**/api/order/service/item/list?**",
    broken: { data: [{ id: 1 }], count: 1 },
    ready: async (page) => (await page.locator("article.item-card").count()) > 0,
  },
  {
    name: "invoice",
    path: "/panel/invoice",
    call: "**/api/order/service/item/readiness/list?**",
    broken: { data: [{ id: 1 }], count: 1 },
    ready: async (page) => (await page.locator("article.item-card").count()) > 0,
  },
  {
    name: "chat",
    path: "/panel/invoice/accepted?chat=141",
    call: "**/api/order/service/item/list_replies?**",
    broken: { data: [{ id: 1, person_id: 9, message: "x", created_at: "x", type: "text" }], count: 1 },
    ready: async (page) => (await page.locator(".chat-bubble").count()) > 0,
  },
  {
    name: "orders",
    path: "/panel/orders/1241",
    call: "**/api/financial/balance/internet_receipt/history?**",
    broken: { data: [{ id: 1, order_id: 1241, created_at: "x", price: 1 }], count: 1 },
    ready: async (page) => page.getByRole("heading", { level: 1 }).isVisible(),
  },
];

describe("the interface error screen covers requests, invoice, chat and orders", () => {
  for (const c of CASES) {
    it(`${c.name}: a failure shows the system error inside the shell, logged; retry asks again`, async () => {
      const page = await signedIn();
      await page.route(c.call, (route) => route.fulfill(json(c.broken)));
      const logged = page.waitForRequest((req) => req.url().includes("/api/log_ui/log"), { timeout: 30_000 });
      await page.goto(c.path);
      const error = page.locator(".panel-main .system-error");
      await expect.poll(() => error.isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await error.textContent()).toContain(messages.errors.boundary);
      // The shell stays: the tab bar is still there around the error.
      expect(await page.getByRole("navigation").count()).toBeGreaterThan(0);
      await logged;
      await expectAccessible(page, `error-${c.name}`);
      await saveScreenshot(page, `requests-route-error-${c.name}`);
      await page.unroute(c.call);
      const again = page.waitForRequest((req) =>
        new RegExp(c.call.replaceAll("*", ".*").replace("?", "\\?")).test(req.url()),
      );
      await error.getByRole("button", { name: messages.gate.retry }).click();
      await again;
      await expect.poll(() => c.ready(page), { timeout: 30_000 }).toBe(true);
      expect(await error.count()).toBe(0);
      await page.context().close();
    });
  }
});
