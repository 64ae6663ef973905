import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stepsFromPattern } from "../testing/fixtures";
import { canOpen, firstIncompleteIndex, isCompleted, type StepStatus, stepStatus } from "./completion";

// One letter per step, FINISH last: D completed (check mark), C current (number), A the first incomplete step
// when not current (number, openable), L later (number, not openable).
const letter: Record<StepStatus, string> = { completed: "D", current: "C", available: "A", locked: "L" };

function render(pattern: string, currentIndex: number | undefined): string {
  const steps = stepsFromPattern(pattern);
  const currentKey = currentIndex === undefined ? undefined : steps[currentIndex]?.key;
  return steps.map((step) => letter[stepStatus(steps, step.key, currentKey) ?? "locked"]).join("");
}

function openable(pattern: string): string {
  const steps = stepsFromPattern(pattern);
  return steps.map((step) => (canOpen(steps, step.key) ? "o" : "x")).join("");
}

describe("completion and clickability rules", () => {
  // pattern: server `active` flags (+/-), FINISH appended by the engine.
  it.each([
    // [pattern, current index, statuses, openable]
    ["---", 0, "CLLL", "oxxx"],
    ["---", undefined, "ALLL", "oxxx"],
    ["+--", 1, "DCLL", "ooxx"],
    ["+--", 0, "CALL", "ooxx"], // reopening a completed step: it shows its number, the next one stays openable
    ["++-", 2, "DDCL", "ooox"],
    ["+++", 3, "DDDC", "oooo"], // all done: FINISH is the first incomplete and current
    ["+++", 1, "DCDA", "oooo"],
    ["+-+", 1, "DCLL", "ooxx"], // an active step after an inactive one is not completed and cannot be opened
    ["-++", 0, "CLLL", "oxxx"],
    ["+-+-", 1, "DCLLL", "ooxxx"],
    ["++++--+", 4, "DDDDCLLL", "oooooxxx"],
  ])("%s with current %s → %s, %s", (pattern, current, statuses, open) => {
    expect(render(pattern, current)).toBe(statuses);
    expect(openable(pattern)).toBe(open);
  });

  it("reads 'at or before the first step that is not active' as strictly before it", () => {
    const steps = stepsFromPattern("+--");
    expect(firstIncompleteIndex(steps)).toBe(1);
    expect(steps.map((step) => isCompleted(steps, step.key))).toEqual([true, false, false, false]);
  });

  it("never treats FINISH as completed, whatever the server says", () => {
    const steps = stepsFromPattern("++");
    expect(isCompleted(steps, "FINISH")).toBe(false);
    expect(canOpen(steps, "FINISH")).toBe(true);
  });

  it("answers for missing keys and empty lists without throwing", () => {
    expect(firstIncompleteIndex([])).toBe(-1);
    expect(canOpen([], "FORM")).toBe(false);
    expect(stepStatus(stepsFromPattern("+"), "nope", undefined)).toBeUndefined();
  });

  it("holds the invariants for any flags", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (flags) => {
        const steps = stepsFromPattern(flags.map((flag) => (flag ? "+" : "-")).join(""));
        const completed = steps.map((step) => isCompleted(steps, step.key));
        const open = steps.map((step) => canOpen(steps, step.key));
        const first = firstIncompleteIndex(steps);
        // Completed steps form a prefix of active steps; the openable ones are that prefix plus one step.
        expect(completed.indexOf(false)).toBe(first);
        expect(completed.slice(first).every((value) => !value)).toBe(true);
        expect(completed.every((value, index) => !value || steps[index]?.active)).toBe(true);
        expect(open.filter(Boolean).length).toBe(first + 1);
        expect(steps[first]?.kind === "FINISH" || steps[first]?.active === false).toBe(true);
      }),
    );
  });
});
