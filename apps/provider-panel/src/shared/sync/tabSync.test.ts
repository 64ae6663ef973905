import { describe, expect, it, vi } from "vitest";
import {
  createTabChannel,
  parseTabMessage,
  TAB_MESSAGE_KEY,
  type TabChannel,
  type TabMessage,
} from "./tabChannel";
import { createTabSync } from "./tabSync";

/** Tabs of one origin: a post reaches every other tab, never the poster. */
function bus() {
  const tabs = new Set<(m: TabMessage) => void>();
  const sent: TabMessage[] = [];
  const tab = (): TabChannel => {
    const own = new Set<(m: TabMessage) => void>();
    return {
      post(message) {
        sent.push(message);
        for (const deliver of tabs) if (!own.has(deliver)) deliver(structuredClone(message));
      },
      subscribe(listener) {
        own.add(listener);
        tabs.add(listener);
        return () => {
          own.delete(listener);
          tabs.delete(listener);
        };
      },
    };
  };
  return { tab, sent };
}

const target = () => ({ invalidate: vi.fn(), signedOut: vi.fn() });

describe("tab sync", () => {
  it("a changed account answer in one tab makes the other refetch it, without an echo back", () => {
    const { tab, sent } = bus();
    const a = target();
    const b = target();
    const tabA = createTabSync(tab(), ["profile"], a);
    const tabB = createTabSync(tab(), ["profile"], b);
    const old = { id: 1, first_name: "علی", two_factor_auth_method: 0 };
    tabA.loaded("profile", '["profile"]', old);
    tabB.loaded("profile", '["profile"]', old);
    expect(sent).toEqual([]);
    // Tab A turns two-step on: its profile read comes back changed.
    const changed = { ...old, two_factor_auth_method: 1 };
    tabA.loaded("profile", '["profile"]', changed);
    expect(b.invalidate).toHaveBeenCalledWith("profile");
    expect(a.invalidate).not.toHaveBeenCalled();
    // Tab B's refetch brings the announced answer: nothing goes back to tab A.
    tabB.loaded("profile", '["profile"]', structuredClone(changed));
    expect(sent).toHaveLength(1);
    expect(a.invalidate).not.toHaveBeenCalled();
  });

  it("a refetch with the same answer, a first load and other queries announce nothing", () => {
    const { tab, sent } = bus();
    const sync = createTabSync(tab(), ["profile"], target());
    createTabSync(tab(), ["profile"], target());
    sync.loaded("profile", '["profile"]', { id: 1 });
    sync.loaded("profile", '["profile"]', { id: 1 });
    sync.loaded("wallet", '["wallet"]', { balance: 1 });
    sync.loaded("wallet", '["wallet"]', { balance: 2 });
    expect(sent).toEqual([]);
  });

  it("a further change found by the other tab's refetch is announced", () => {
    const { tab } = bus();
    const a = target();
    const b = target();
    const tabA = createTabSync(tab(), ["profile"], a);
    const tabB = createTabSync(tab(), ["profile"], b);
    tabA.loaded("profile", "p", { v: 1 });
    tabB.loaded("profile", "p", { v: 1 });
    tabA.loaded("profile", "p", { v: 2 });
    tabB.loaded("profile", "p", { v: 3 });
    expect(a.invalidate).toHaveBeenCalledWith("profile");
  });

  it("sign-out reaches the other tabs", () => {
    const { tab } = bus();
    const a = target();
    const b = target();
    const tabA = createTabSync(tab(), ["profile"], a);
    createTabSync(tab(), ["profile"], b);
    tabA.signedOut();
    expect(b.signedOut).toHaveBeenCalledOnce();
    expect(a.signedOut).not.toHaveBeenCalled();
  });
});

describe("tab channel", () => {
  it("without BroadcastChannel, messages travel as storage events on one key", () => {
    const writes: Array<[string, string | null]> = [];
    const storage = {
      setItem: (key: string, value: string) => writes.push([key, value]),
      removeItem: (key: string) => writes.push([key, null]),
    };
    const events = new EventTarget() as unknown as Window;
    const channel = createTabChannel({ storage, events });
    const got: TabMessage[] = [];
    channel.subscribe((m) => got.push(m));
    channel.post({ kind: "signedOut" });
    // The browser raises the event in the other tabs; here the written value is replayed as one.
    for (const [key, newValue] of writes)
      events.dispatchEvent(Object.assign(new Event("storage"), { key, newValue }));
    events.dispatchEvent(Object.assign(new Event("storage"), { key: TAB_MESSAGE_KEY, newValue: "{junk" }));
    events.dispatchEvent(
      Object.assign(new Event("storage"), { key: "other", newValue: '{"kind":"signedIn"}' }),
    );
    expect(got).toEqual([{ kind: "signedOut" }]);
    expect(writes.at(-1)).toEqual([TAB_MESSAGE_KEY, null]);
  });

  it("with BroadcastChannel, two channels of the origin hear each other", async () => {
    const a = createTabChannel({ BroadcastChannel });
    const b = createTabChannel({ BroadcastChannel });
    const got = new Promise<TabMessage>((resolve) => b.subscribe(resolve));
    a.post({ kind: "changed", root: "profile", hash: "h", print: "p" });
    expect(await got).toEqual({ kind: "changed", root: "profile", hash: "h", print: "p" });
  });

  it("ignores messages of another shape", () => {
    expect(parseTabMessage({ kind: "changed", root: 1 })).toBeNull();
    expect(parseTabMessage("signedOut")).toBeNull();
    expect(parseTabMessage({ kind: "signedIn" })).toBeNull();
    expect(parseTabMessage({ kind: "signedOut", extra: 1 })).toEqual({ kind: "signedOut" });
  });
});
