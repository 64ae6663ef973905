import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePersistedCountdown } from "./usePersistedCountdown";

describe("usePersistedCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // One second per act: each tick's timer is set by the effect that runs after the previous tick renders.
  const wait = (seconds: number) => {
    for (let i = 0; i < seconds; i++)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
  };

  it("keeps a persisted deadline across a reload of the page", () => {
    const first = renderHook(() => usePersistedCountdown(120, "signin:09120000000"));
    wait(30);
    expect(first.result.current.left).toBe(90);
    // A reload runs no cleanup: the next page finds the deadline the first one stored.
    const reloaded = renderHook(() => usePersistedCountdown(120, "signin:09120000000"));
    expect(reloaded.result.current.left).toBe(90);
  });

  it("forgets the deadline when the screen is left, so the next code's wait starts whole", () => {
    const page = renderHook(() => usePersistedCountdown(120, "signin:09120000000"));
    wait(30);
    page.unmount();
    expect(renderHook(() => usePersistedCountdown(120, "signin:09120000000")).result.current.left).toBe(120);
  });

  it("stores a restart", () => {
    const page = renderHook(() => usePersistedCountdown(120, "recovery:09120000000"));
    act(() => page.result.current.restart(0));
    expect(renderHook(() => usePersistedCountdown(120, "recovery:09120000000")).result.current.left).toBe(0);
  });
});
