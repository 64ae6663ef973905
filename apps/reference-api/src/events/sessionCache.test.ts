import { describe, expect, it } from "vitest";
import type { SessionWrites } from "../db/sessionWrites";
import { createSessionCache } from "./sessionCache";

/** Stand-ins for this process's writes and the bus's NOTIFY of committed changes. */
function sources() {
  const onWrite = new Set<() => void>();
  const onRows = new Set<() => void>();
  let busy = false;
  const writes: SessionWrites = {
    onChange: (l) => {
      onWrite.add(l);
      return () => onWrite.delete(l);
    },
    busy: () => busy,
  };
  const events = {
    onSessionRowsChanged: (l: () => void) => {
      onRows.add(l);
      return () => onRows.delete(l);
    },
  };
  return {
    writes,
    events,
    localWrite: () => {
      for (const l of onWrite) l();
    },
    notify: () => {
      for (const l of onRows) l();
    },
    setBusy: (b: boolean) => {
      busy = b;
    },
  };
}

describe("session cache", () => {
  it("keeps a lookup until a local write or another instance's NOTIFY, which drop everything", () => {
    const s = sources();
    const cache = createSessionCache<string>(s);
    cache.keep("a", "A", cache.ticket());
    expect(cache.get("a")).toBe("A");
    s.localWrite();
    expect(cache.get("a")).toBeUndefined();
    cache.keep("a", "A2", cache.ticket());
    expect(cache.get("a")).toBe("A2");
    s.notify();
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not keep a lookup that overlapped a change (it may have read the row before the change)", () => {
    const s = sources();
    const cache = createSessionCache<string>(s);
    const before = cache.ticket();
    s.notify();
    cache.keep("a", "stale", before);
    expect(cache.get("a")).toBeUndefined();
  });

  it("serves and keeps nothing while a transaction that changed session rows is open here", () => {
    const s = sources();
    const cache = createSessionCache<string>(s);
    cache.keep("a", "A", cache.ticket());
    s.setBusy(true);
    expect(cache.get("a")).toBeUndefined();
    cache.keep("b", "B", cache.ticket());
    s.setBusy(false);
    expect(cache.get("b")).toBeUndefined();
  });

  it("holds at most maxEntries, dropping the oldest first; close stops following", () => {
    const s = sources();
    const cache = createSessionCache<string>(s, 2);
    for (const k of ["a", "b", "c"]) cache.keep(k, k, cache.ticket());
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "b", "c"]);
    cache.close();
    expect(cache.get("b")).toBeUndefined();
  });
});
