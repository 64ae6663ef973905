import { describe, expect, it } from "vitest";
import { idleShare, parseCpuTimes, waitForQuietHost } from "./quietHost";

const stat = (user: number, idle: number, iowait = 0) =>
  `cpu  ${user} 0 100 ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2 3\n`;

describe("quietHost", () => {
  it("reads the all-cores line of /proc/stat, counting iowait as idle", () => {
    expect(parseCpuTimes(stat(500, 1000, 50))).toEqual({ total: 1650, idle: 1050 });
    expect(parseCpuTimes("no cpu line here")).toBeNull();
  });

  it("gives the idle share of the time between two readings", () => {
    const before = { total: 1000, idle: 600 };
    expect(idleShare(before, { total: 1200, idle: 780 })).toBeCloseTo(0.9);
    expect(idleShare(before, { total: 1200, idle: 620 })).toBeCloseTo(0.1);
    expect(idleShare(before, before)).toBe(1);
  });

  it("waits through busy windows until one is quiet, and gives up after maxMs", async () => {
    // Each window reads twice: busy (10% idle), busy, then quiet (95% idle).
    const readings = [stat(0, 0), stat(90, 10), stat(90, 10), stat(180, 20), stat(180, 20), stat(185, 115)];
    let i = 0;
    const quiet = await waitForQuietHost({ windowMs: 1, maxMs: 10_000 }, () => readings[i++] ?? "");
    expect(quiet.idle).toBeCloseTo(0.95);
    expect(i).toBe(6);

    const busy = await waitForQuietHost({ windowMs: 5, maxMs: 20 }, () => stat(++i * 100, i));
    expect(busy.idle).toBeLessThan(0.85);
    expect(busy.waitedMs).toBeGreaterThanOrEqual(20);
  });

  it("does not wait where /proc/stat cannot be read", async () => {
    expect(await waitForQuietHost({ windowMs: 1 }, () => "")).toEqual({ idle: 1, waitedMs: 0 });
  });
});
