import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { ownServer } from "./ownServer";

// Issue 29 item 5 at 390×844: the engines' events reach the reference server's log, batched by the panel: on its
// short timer while the provider stays, and at once when the page is left. Its own server, to read that log.
// SHOTS_DIR=<dir> saves the screen the events were sent from.
const own = ownServer({ LOG_FORMAT: "json" });
const shotsDir = process.env.SHOTS_DIR;

/** The analytics events the server has logged so far, in order (each is one JSON line). */
function loggedEvents(): Record<string, unknown>[] {
  return own
    .server()
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === "analytics event")
    .map(({ time: _time, level: _level, msg: _msg, ...event }) => event);
}

describe("analytics of the process flow", () => {
  it("an empty submit reports the step shown and the fields it marks; leaving the page reports where it stopped", async () => {
    const page = await own.signedIn("09120000001");
    const sentAs: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/analytics/events") sentAs.push(request.resourceType());
    });
    await page.goto("/panel/process/303");
    const name = page.getByLabel(/نام سخنران/);
    await expect.poll(() => name.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole("button", { name: messages.process.submit }).click();
    await expect
      .poll(() =>
        page
          .getByText(/الزامی/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Sent on the batch timer, the provider still on the page.
    await expect
      .poll(() => loggedEvents(), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          { type: "stepViewed", form_id: 303, step: expect.stringMatching(/^FORM/), kind: "FORM" },
          { type: "fieldErrorShown", form_id: 303, key: expect.stringMatching(/^e\d+_/), kind: "REQUIRED" },
          expect.objectContaining({ type: "submitResult", form_id: 303, mode: "create", outcome: "invalid" }),
        ]),
      );
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: join(shotsDir, "analytics-empty-submit.png") });
    }
    const typed = loggedEvents();
    expect(JSON.stringify(typed)).not.toMatch(/[\u0600-\u06FF]/);

    // Leaving the page sends what is queued at once: the flow left before its end.
    await page.goto("about:blank");
    await expect
      .poll(() => loggedEvents().filter((e) => e.type === "formAbandoned"), { timeout: 20_000 })
      .toEqual([
        {
          type: "formAbandoned",
          form_id: 303,
          last_step: expect.stringMatching(/^FORM/),
          time_spent_ms: expect.any(Number),
        },
      ]);
    // The batches the page saw go went by beacon (Chromium's "ping"), none by the fallback POST; the one sent while
    // the page is left is not always shown to Playwright.
    expect(sentAs.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sentAs)).toEqual(new Set(["ping"]));
    await page.context().close();
  });
});
