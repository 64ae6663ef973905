import { describe, expect, it, vi } from "vitest";
import { createActiveProfileStore, resolveActiveProfileId } from "./activeProfile";
import { createSession, type SessionClient } from "./session";

const tokens = {
  access_token: "a",
  access_token_expires_in: 900,
  refresh_token: "r",
  refresh_token_expires_in: 9000,
};

function client(start: SessionClient["start"]): SessionClient {
  return { start, signIn: vi.fn(), signOut: vi.fn() };
}

describe("session", () => {
  it("is pending until start settles, then logged in or out", async () => {
    const s = createSession(client(async () => "signedIn"));
    expect(s.getState()).toEqual({ pending: true, error: false, login: false });
    await s.start();
    expect(s.getState()).toEqual({ pending: false, error: false, login: true });
    const out = createSession(client(async () => "signedOut"));
    await out.start();
    expect(out.isLoggedIn()).toBe(false);
  });
  it("marks an error when start fails transiently (the load-error screen)", async () => {
    const s = createSession(
      client(async () => {
        throw new Error("offline");
      }),
    );
    await s.start();
    expect(s.getState()).toEqual({ pending: false, error: true, login: false });
  });
  it("signs in, and signs out removing the entries before the cleanup runs", async () => {
    const c = client(async () => "signedOut");
    const order: string[] = [];
    c.signOut = vi.fn(() => order.push("entries removed"));
    const s = createSession(c, () => order.push("cleanup"));
    const seen = vi.fn();
    s.subscribe(seen);
    s.signIn(tokens);
    expect(c.signIn).toHaveBeenCalledWith(tokens);
    expect(s.isLoggedIn()).toBe(true);
    s.signOut();
    expect(order).toEqual(["entries removed", "cleanup"]);
    expect(s.isLoggedIn()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
  });
  it("expire() signs out only a live session", () => {
    const cleanup = vi.fn();
    const s = createSession(
      client(async () => "signedOut"),
      cleanup,
    );
    s.expire();
    expect(cleanup).not.toHaveBeenCalled();
    s.signIn(tokens);
    s.expire();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});

describe("active profile", () => {
  it("keeps the stored id only when it is among the linked profiles", () => {
    expect(resolveActiveProfileId(201, 101, [102, 201])).toBe(201);
    expect(resolveActiveProfileId(999, 101, [102, 201])).toBe(101);
    expect(resolveActiveProfileId(null, 101, [])).toBe(101);
    expect(resolveActiveProfileId(101, 101, [])).toBe(101);
  });
  it("reads and writes through the token store", () => {
    let id: number | null = null;
    const store = createActiveProfileStore({
      read: () => ({ activeProfileId: id }),
      setActiveProfileId: (next) => {
        id = next;
      },
    });
    store.set(5);
    expect(store.get()).toBe(5);
    store.clear();
    expect(store.get()).toBeNull();
  });
});
