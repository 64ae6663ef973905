import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Lowers the scheduling priority (raises the nice value) of every thread of a process; Linux sets it per thread,
 * and threads the process starts later inherit it from the thread that starts them. Returns how many threads were
 * changed: 0 where there is no /proc (not Linux), which leaves the process as it was.
 */
export function lowerPriority(pid: number, niceness: number): number {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  let changed = 0;
  for (const tid of threads) {
    try {
      setPriority(Number(tid), niceness);
      changed += 1;
    } catch {
      // The thread has ended since the listing.
    }
  }
  return changed;
}
