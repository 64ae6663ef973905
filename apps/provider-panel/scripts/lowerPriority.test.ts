import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lowerPriority } from "./lowerPriority";

/** The nice value of each thread of a process, from /proc/<pid>/task/<tid>/stat (field 19). */
function niceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[16]);
  });
}

describe("lowerPriority", () => {
  it("sets the nice value of every thread of the process", async () => {
    // Node starts several threads of its own (V8's platform workers, libuv's signal and I/O threads).
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" });
    try {
      await new Promise((r) => setTimeout(r, 300));
      const pid = child.pid ?? 0;
      const changed = lowerPriority(pid, 10);
      const after = niceValues(pid);
      expect(after.length).toBeGreaterThan(1);
      expect(changed).toBe(after.length);
      expect(after).toEqual(after.map(() => 10));
    } finally {
      child.kill();
    }
  });

  it("changes nothing for a process that does not exist", () => {
    expect(lowerPriority(2 ** 22 + 1, 10)).toBe(0);
  });
});
