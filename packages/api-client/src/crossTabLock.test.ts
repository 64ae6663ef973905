import { describe, expect, it } from "vitest";
import { json, NOW } from "../test/harness";
import {
  type CrossTabLock,
  createStorageLock,
  createWebLocksLock,
  type LockManagerLike,
} from "./crossTabLock";
import { createServerClock } from "./serverClock";
import { createSession, type Session } from "./session";
import { createLocalStorageTokenStore, type StorageLike } from "./tokenStore";

/** One localStorage shared by the tabs of an origin. */
function sharedStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

/** The Web Locks API of one origin: an exclusive lock by name, granted in request order. */
function fakeLockManager(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  const holders = new Map<string, number>();
  function request<T>(
    name: string,
    optionsOrCallback: { ifAvailable: true } | (() => Promise<T>),
    maybeCallback?: (lock: object | null) => Promise<T>,
  ): Promise<T> {
    const callback = typeof optionsOrCallback === "function" ? optionsOrCallback : maybeCallback;
    if (!callback) throw new Error("no callback");
    if (typeof optionsOrCallback !== "function" && (holders.get(name) ?? 0) > 0) return callback(null);
    holders.set(name, (holders.get(name) ?? 0) + 1);
    const previous = tails.get(name) ?? Promise.resolve();
    const grant = () => callback({});
    const run = previous.then(grant, grant).finally(() => holders.set(name, (holders.get(name) ?? 1) - 1));
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
  const query = async () => ({
    held: [...holders].filter(([, n]) => n > 0).map(([name]) => ({ name })),
  });
  return { request, query } as LockManagerLike;
}

/**
 * A server that rotates refresh tokens strictly, as before the grace window: a spent refresh token revokes the
 * family, so a second tab refreshing with the same token signs both tabs out.
 */
function strictServer() {
  let generation = 1;
  let revoked = false;
  const seen: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const { refresh_token: token } = (await request.json()) as { refresh_token: string };
    seen.push(token);
    // An answer takes a moment, so the other tab's request overlaps it.
    await new Promise((r) => setTimeout(r, 20));
    if (revoked || token !== `R${generation}`) {
      revoked = true;
      return json(400, { message: "این نشست دیگر معتبر نیست", code: 1006 });
    }
    generation += 1;
    return json(200, {
      data: {
        token: {
          access_token: `A${generation}`,
          access_token_expires_in: NOW + 3600,
          refresh_token: `R${generation}`,
          refresh_token_expires_in: NOW + 86_400,
        },
      },
    });
  };
  return { fetch, seen, isRevoked: () => revoked };
}

/** A tab: its own session over the shared storage, with an expired access token. */
function tab(
  storage: StorageLike,
  server: ReturnType<typeof strictServer>,
  lock: CrossTabLock | null,
): Session {
  const clock = createServerClock({ deviceNow: () => NOW * 1000 });
  return createSession({
    tokenStore: createLocalStorageTokenStore(storage),
    clock,
    refreshUrl: "https://provider.test/api/profile/refresh_token",
    fetch: server.fetch,
    isOnline: () => true,
    crossTabLock: lock,
  });
}

function expiredSession(storage: StorageLike) {
  createLocalStorageTokenStore(storage).saveTokens({
    accessToken: "A1",
    accessTokenExpiresAt: NOW - 1,
    refreshToken: "R1",
    refreshTokenExpiresAt: NOW + 86_400,
  });
}

describe("refresh across tabs", () => {
  it("without a cross-tab lock two tabs send the same refresh token and the strict server revokes the session", async () => {
    const storage = sharedStorage();
    expiredSession(storage);
    const server = strictServer();
    const results = await Promise.allSettled([
      tab(storage, server, null).accessToken(),
      tab(storage, server, null).accessToken(),
    ]);
    expect(server.seen).toEqual(["R1", "R1"]);
    expect(server.isRevoked()).toBe(true);
    expect(results.map((r) => r.status)).toContain("fulfilled");
  });

  it("with Web Locks one tab refreshes and the other takes the new tokens from storage", async () => {
    const storage = sharedStorage();
    expiredSession(storage);
    const server = strictServer();
    const locks = fakeLockManager();
    const tokens = await Promise.all([
      tab(storage, server, createWebLocksLock(locks)).accessToken(),
      tab(storage, server, createWebLocksLock(locks)).accessToken(),
    ]);
    expect(server.seen).toEqual(["R1"]);
    expect(server.isRevoked()).toBe(false);
    expect(tokens).toEqual(["A2", "A2"]);
    expect(storage.getItem("refresh_token")).toBe("R2");
  });

  it("a tab that waited for the lock takes the new tokens even when the holder's write reaches it after the lock", async () => {
    // Chromium's localStorage reaches another renderer process asynchronously: model a second tab whose view of
    // storage lags the first tab's writes by 100 ms.
    const storage = sharedStorage();
    expiredSession(storage);
    const lagging: StorageLike = {
      getItem: (k) => lagged.get(k) ?? null,
      setItem: (k, v) => storage.setItem(k, v),
      removeItem: (k) => storage.removeItem(k),
    };
    const lagged = new Map(storage.map);
    const writesSeenLater = storage.setItem;
    storage.setItem = (k, v) => {
      writesSeenLater(k, v);
      setTimeout(() => lagged.set(k, String(v)), 100);
    };
    const server = strictServer();
    const locks = fakeLockManager();
    const tokens = await Promise.all([
      tab(storage, server, createWebLocksLock(locks)).accessToken(),
      tab(lagging, server, createWebLocksLock(locks)).accessToken(),
    ]);
    expect(server.seen).toEqual(["R1"]);
    expect(server.isRevoked()).toBe(false);
    expect(tokens).toEqual(["A2", "A2"]);
  });

  it("a tab that gets the free lock after another spent the token waits for the new tokens instead of spending it again", async () => {
    // The first tab refreshed and released the lock before the second asked for it, and its write has not reached
    // the second tab's storage yet: only the lock manager's spent-token mark tells the second tab.
    const storage = sharedStorage();
    expiredSession(storage);
    const lagged = new Map(storage.map);
    const lagging: StorageLike = {
      getItem: (k) => lagged.get(k) ?? null,
      setItem: (k, v) => storage.setItem(k, v),
      removeItem: (k) => storage.removeItem(k),
    };
    const server = strictServer();
    const locks = fakeLockManager();
    expect(await tab(storage, server, createWebLocksLock(locks)).accessToken()).toBe("A2");
    setTimeout(() => {
      for (const [k, v] of storage.map) lagged.set(k, v);
    }, 100);
    expect(await tab(lagging, server, createWebLocksLock(locks)).accessToken()).toBe("A2");
    expect(server.seen).toEqual(["R1"]);
  });

  it("a tab that got the lock at once refreshes at once (no wait for another tab's tokens)", async () => {
    const storage = sharedStorage();
    expiredSession(storage);
    const server = strictServer();
    const started = Date.now();
    expect(await tab(storage, server, createWebLocksLock(fakeLockManager())).accessToken()).toBe("A2");
    expect(server.seen).toEqual(["R1"]);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it("with the storage-lease fallback (no Web Locks) one tab refreshes too, and the lease is freed", async () => {
    const storage = sharedStorage();
    expiredSession(storage);
    const server = strictServer();
    const tokens = await Promise.all(
      [1, 2, 3].map((i) =>
        tab(storage, server, createStorageLock({ storage, owner: `tab${i}` })).accessToken(),
      ),
    );
    expect(server.seen).toEqual(["R1"]);
    expect(tokens).toEqual(["A2", "A2", "A2"]);
    expect([...storage.map.keys()].some((k) => k.endsWith("-lease"))).toBe(false);
  });

  it("the storage lease of a tab that died is taken over after it expires", async () => {
    const storage = sharedStorage();
    let now = 1000;
    storage.setItem("lease", `dead|${now + 500}`);
    const lock = createStorageLock({
      storage,
      key: "lease",
      owner: "me",
      now: () => now,
      sleep: async () => {
        now += 100;
      },
    });
    const ran = await lock.run(async () => storage.getItem("lease"));
    expect(ran).toMatch(/^me\|/);
    expect(now).toBeGreaterThanOrEqual(1500);
    expect(storage.getItem("lease")).toBeNull();
  });
});
