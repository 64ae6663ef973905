import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { messages } from "../src/messages";
import { ownServer } from "./ownServer";

// Issue 12 item 3: two tabs whose access token expired refresh at once. This server is strict (no grace window for a
// reused refresh token) and issues 10-second access tokens, so only the client half, one refresh across tabs, can
// keep the provider signed in. Its socket check is slowed so that sockets closed at expiry do not refresh in the
// background between rounds: each round's refresh comes from the two reloads.
const ACCESS_TTL = 10;
// Two rounds: the first refresh, and one after it (the spent-token mark of round 1 must not stall round 2). The
// orderings of the race itself (a tab taking the lock before or after the other's write reached it) are pinned
// down in packages/api-client/src/crossTabLock.test.ts; each extra round here cost 11 s of waiting.
const ROUNDS = 2;

const own = ownServer({
  ACCESS_TTL: String(ACCESS_TTL),
  REFRESH_REUSE_GRACE_SECONDS: "0",
  WS_SESSION_CHECK_MS: "600000",
});

const shellShown = (page: Page) =>
  page.getByRole("navigation", { name: messages.shell.menu }).first().isVisible();

describe("two tabs", () => {
  it(`refresh once between them and both stay signed in (${ROUNDS} rounds of expired tokens)`, async () => {
    // The subject is the refresh across tabs; the service worker (tested in pwa.e2e.ts) would serve the reloads
    // from its cache and hide the pages' requests from this count: the phone context blocks it.
    const first = await own.signedIn();
    await expect.poll(() => shellShown(first)).toBe(true);
    const context = first.context();
    const second = await context.newPage();
    await second.goto("/panel");
    await expect.poll(() => shellShown(second)).toBe(true);
    const refreshes: string[] = [];
    for (const page of [first, second])
      page.on("request", (r) => {
        if (r.url().endsWith("/api/profile/refresh_token")) refreshes.push(r.url());
      });
    for (let round = 1; round <= ROUNDS; round += 1) {
      await new Promise((r) => setTimeout(r, (ACCESS_TTL + 1) * 1000));
      const before = refreshes.length;
      // Both tabs start again at once with an expired access token: each wants a refresh.
      await Promise.all([first.reload(), second.reload()]);
      for (const page of [first, second]) {
        await expect
          .poll(() => shellShown(page), {
            timeout: 20_000,
            message: `round ${round}: ${page.url()}, ${refreshes.length - before} refreshes`,
          })
          .toBe(true);
        expect(new URL(page.url()).pathname).toBe("/panel");
      }
      expect(refreshes.length - before, `refresh requests in round ${round}`).toBe(1);
    }
    // Both tabs hold the same, working tokens.
    const stored = await Promise.all(
      [first, second].map((p) => p.evaluate(() => localStorage.getItem("refresh_token"))),
    );
    expect(stored[0]).not.toBeNull();
    expect(stored[0]).toBe(stored[1]);
    await context.close();
  });
});
