import { describe, expect, it, vi } from "vitest";
import { createRecovery, RECOVERY_FIRST_MS, RECOVERY_MAX_MS, type RecoveryDeps } from "./recovery";

/** Deps driven by hand: wake() fires the wake event, fire() runs the pending timer. */
function manualDeps(state = { online: true, visible: true }) {
  let wake: (() => void) | null = null;
  const timers: Array<{ fn: () => void; ms: number; cancelled: boolean }> = [];
  const deps: RecoveryDeps = {
    onWake(listener) {
      wake = listener;
      return () => {
        wake = null;
      };
    },
    isOnline: () => state.online,
    isVisible: () => state.visible,
    schedule(fn, ms) {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    cancel(handle) {
      (handle as { cancelled: boolean }).cancelled = true;
    },
  };
  const pending = () => timers.filter((t) => !t.cancelled);
  return {
    deps,
    state,
    wake: () => wake?.(),
    listening: () => wake !== null,
    pending,
    fire() {
      const timer = pending()[0];
      if (!timer) throw new Error("no timer pending");
      timer.cancelled = true;
      timer.fn();
    },
  };
}

describe("createRecovery", () => {
  it("tries a failed load again when the connection returns or the page shows again, without a tap", () => {
    const m = manualDeps({ online: false, visible: true });
    const retry = vi.fn();
    createRecovery(m.deps).whileFailing(retry);
    m.wake();
    expect(retry).not.toHaveBeenCalled();
    m.state.online = true;
    m.wake();
    expect(retry).toHaveBeenCalledTimes(1);
    m.state.visible = false;
    m.wake();
    m.state.visible = true;
    m.wake();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it("tries again on its own while online and visible (a server coming back sends no event), waiting longer each time", () => {
    const m = manualDeps();
    const retry = vi.fn();
    createRecovery(m.deps).whileFailing(retry);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      waits.push(m.pending()[0]?.ms ?? -1);
      m.fire();
    }
    expect(retry).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([RECOVERY_FIRST_MS, 10_000, 20_000, 40_000, RECOVERY_MAX_MS, RECOVERY_MAX_MS]);
    m.state.visible = false;
    m.fire();
    expect(retry).toHaveBeenCalledTimes(6);
    m.state.visible = true;
    m.wake();
    expect(m.pending()[0]?.ms).toBe(RECOVERY_FIRST_MS);
  });

  it("stops listening and waiting once nothing is failing", () => {
    const m = manualDeps();
    const recovery = createRecovery(m.deps);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = recovery.whileFailing(a);
    const stopB = recovery.whileFailing(b);
    m.fire();
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
    stopA();
    m.fire();
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2]);
    stopB();
    expect(m.pending()).toEqual([]);
    expect(m.listening()).toBe(false);
  });
});
