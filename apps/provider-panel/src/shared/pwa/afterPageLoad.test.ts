import { describe, expect, it, vi } from "vitest";
import { afterPageLoad, type PageLoadWindow } from "./afterPageLoad";

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  let onLoad: (() => void) | null = null;
  let onIdle: (() => void) | null = null;
  let onTimer: (() => void) | null = null;
  const win: PageLoadWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => {
      onLoad = listener;
    },
    setTimeout: (handler) => {
      onTimer = handler;
    },
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void) => {
            onIdle = callback;
          },
        }
      : {}),
  };
  return {
    win,
    load: () => onLoad?.(),
    idle: () => onIdle?.(),
    timer: () => onTimer?.(),
  };
}

const settled = async (promise: Promise<void>) => {
  const done = vi.fn();
  void promise.then(done);
  await new Promise((r) => setTimeout(r, 0));
  return done.mock.calls.length > 0;
};

describe("afterPageLoad", () => {
  it("waits for the load event, then for the browser to be idle", async () => {
    const page = fakeWindow("interactive", true);
    const promise = afterPageLoad(page.win);
    expect(await settled(promise)).toBe(false);
    page.load();
    expect(await settled(promise)).toBe(false);
    page.idle();
    expect(await settled(promise)).toBe(true);
  });

  it("does not wait for a load event that has already happened", async () => {
    const page = fakeWindow("complete", true);
    const promise = afterPageLoad(page.win);
    expect(await settled(promise)).toBe(false);
    page.idle();
    expect(await settled(promise)).toBe(true);
  });

  it("waits the settling time after the load event before asking for an idle moment", async () => {
    const page = fakeWindow("interactive", true);
    const promise = afterPageLoad(page.win, 3000, 5000);
    page.load();
    // Idle before the settling time has passed does not count.
    expect(await settled(promise)).toBe(false);
    page.idle();
    expect(await settled(promise)).toBe(false);
    page.timer();
    expect(await settled(promise)).toBe(false);
    page.idle();
    expect(await settled(promise)).toBe(true);
  });

  it("uses a timer where the browser has no idle callback (Safari)", async () => {
    const page = fakeWindow("complete", false);
    const promise = afterPageLoad(page.win);
    expect(await settled(promise)).toBe(false);
    page.timer();
    expect(await settled(promise)).toBe(true);
  });
});
