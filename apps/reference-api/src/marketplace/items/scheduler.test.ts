import { describe, expect, it, vi } from "vitest";
import { createScheduler } from "./scheduler";

describe("createScheduler", () => {
  it("runs tasks after their delay and idle() waits for them, including tasks they schedule", async () => {
    const runs: string[] = [];
    const scheduler = createScheduler(() => undefined);
    scheduler.schedule(5, async () => {
      runs.push("a");
      scheduler.schedule(0, async () => {
        runs.push("b");
      });
    });
    expect(scheduler.pending()).toBe(1);
    await scheduler.idle();
    expect(runs).toEqual(["a", "b"]);
    expect(scheduler.pending()).toBe(0);
  });

  it("stop() cancels pending tasks and ignores new ones", async () => {
    // Fake timers: the delays pass for certain, instead of a real pause that a loaded machine may outrun.
    vi.useFakeTimers();
    const runs: string[] = [];
    const scheduler = createScheduler(() => undefined);
    scheduler.schedule(20, async () => {
      runs.push("late");
    });
    scheduler.stop();
    scheduler.schedule(0, async () => {
      runs.push("after stop");
    });
    await vi.advanceTimersByTimeAsync(40);
    vi.useRealTimers();
    expect(runs).toEqual([]);
    expect(scheduler.pending()).toBe(0);
  });

  it("reports task errors instead of throwing them", async () => {
    const errors: unknown[] = [];
    const scheduler = createScheduler((e) => errors.push(e));
    scheduler.schedule(0, async () => {
      throw new Error("boom");
    });
    await scheduler.idle();
    expect(errors).toHaveLength(1);
  });
});
