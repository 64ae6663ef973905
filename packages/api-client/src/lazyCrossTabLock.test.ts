import { afterEach, describe, expect, it, vi } from "vitest";
import { REFRESH_LOCK_NAME } from "./crossTabLock";
import { lazyBrowserCrossTabLock } from "./lazyCrossTabLock";

afterEach(() => vi.unstubAllGlobals());

describe("lazyBrowserCrossTabLock", () => {
  it("runs each task inside the browser's Web Lock, loaded on the first run", async () => {
    const request = vi.fn(<T>(_name: string, a: unknown, b?: (lock: object | null) => Promise<T>) =>
      typeof a === "function" ? (a as () => Promise<T>)() : b?.({}),
    );
    vi.stubGlobal("navigator", { locks: { request } });
    const lock = lazyBrowserCrossTabLock();
    expect(request).not.toHaveBeenCalled();
    expect(await lock.run(async () => 1)).toBe(1);
    expect(await lock.run(async () => 2)).toBe(2);
    // Each run asks whether the lock is free (it is, so the task runs at once without a second request).
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[0]?.[0]).toBe(REFRESH_LOCK_NAME);
  });

  it("runs the task alone where no lock exists (one tab only)", async () => {
    vi.stubGlobal("navigator", {});
    vi.stubGlobal("localStorage", undefined);
    expect(await lazyBrowserCrossTabLock().run(async () => "done")).toBe("done");
  });
});
