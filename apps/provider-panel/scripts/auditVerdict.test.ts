import { describe, expect, it } from "vitest";
import { auditAgain, type Category, missedTargets } from "./auditVerdict";

const all: ReadonlySet<Category> = new Set(["performance", "accessibility", "best-practices"]);
const reportedPerformance: ReadonlySet<Category> = new Set(["accessibility", "best-practices"]);

describe("auditVerdict", () => {
  it("lists the categories whose median is below its target", () => {
    expect(missedTargets({ performance: 95, accessibility: 100, "best-practices": 100 })).toEqual([]);
    expect(missedTargets({ performance: 94, accessibility: 98, "best-practices": 100 })).toEqual([
      "performance",
      "accessibility",
    ]);
  });

  it("audits again only when enforced performance is the one miss", () => {
    expect(auditAgain({ performance: 93, accessibility: 100, "best-practices": 100 }, all)).toBe(true);
    expect(auditAgain({ performance: 97, accessibility: 100, "best-practices": 100 }, all)).toBe(false);
    // A miss that does not depend on timing fails at once.
    expect(auditAgain({ performance: 93, accessibility: 96, "best-practices": 100 }, all)).toBe(false);
    expect(auditAgain({ performance: 97, accessibility: 96, "best-practices": 100 }, all)).toBe(false);
    // Reported, not enforced: nothing to settle.
    expect(
      auditAgain({ performance: 93, accessibility: 100, "best-practices": 100 }, reportedPerformance),
    ).toBe(false);
  });
});
