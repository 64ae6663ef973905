import { readFileSync } from "node:fs";

/** The CPU counters of /proc/stat's first line (all cores): total jiffies and idle ones (idle + iowait). */
export interface CpuTimes {
  total: number;
  idle: number;
}

/** Reads the `cpu` line of a /proc/stat text; null when there is none (not Linux). */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const fields = /^cpu\s+([\d\s]+)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return null;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { total, idle: (fields[3] ?? 0) + (fields[4] ?? 0) };
}

/** The share of CPU time the host left idle between two readings (1 when no time passed). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `maxMs`) until the host's CPUs were at least `minIdle` idle over a whole `windowMs`, and says what it
 * found. Lighthouse times the page's main thread in wall-clock time and multiplies it by its CPU slowdown: on a 2-core
 * machine, whatever else still runs (the previous suite's servers and browsers shutting down) lands in the page's
 * tasks. Resolves the last idle share measured; 1 where /proc/stat cannot be read.
 */
export async function waitForQuietHost(
  { minIdle = 0.85, windowMs = 2000, maxMs = 60_000 } = {},
  read: () => string = () => readFileSync("/proc/stat", "utf8"),
): Promise<{ idle: number; waitedMs: number }> {
  const started = Date.now();
  let idle = 1;
  for (;;) {
    const before = parseCpuTimes(read());
    if (!before) return { idle: 1, waitedMs: 0 };
    await sleep(windowMs);
    const after = parseCpuTimes(read());
    if (!after) return { idle: 1, waitedMs: 0 };
    idle = idleShare(before, after);
    const waitedMs = Date.now() - started;
    if (idle >= minIdle || waitedMs >= maxMs) return { idle, waitedMs };
  }
}
