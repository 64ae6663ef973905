import { describe, expect, it } from "vitest";
import { normalizeSteps } from "./normalizeSteps";
import { resolveStep, stepAfter } from "./resolveStep";

// FORM-7 and LEGAL_FORM active, PRICE_SERVICE first incomplete, TIMELINE and FINISH later.
const steps = normalizeSteps([
  { kind: 0, id: 7, title: "فرم", active: true },
  { kind: 5, title: "حقوقی", active: true },
  { kind: 4, title: "قیمت", active: false },
  { kind: 3, title: "زمان", active: true },
]);

describe("resolveStep (deep links)", () => {
  it.each<[string | undefined, string, string]>([
    ["FORM-7", "FORM-7", "a completed step opens"],
    ["FORM", "FORM-7", "a bare kind name finds the step of that kind"],
    ["LEGAL_FORM", "LEGAL_FORM", "a completed step opens"],
    ["PRICE_SERVICE", "PRICE_SERVICE", "the first incomplete step opens"],
    ["TIMELINE", "PRICE_SERVICE", "a later step (even one the server marks active) falls back"],
    ["FINISH", "PRICE_SERVICE", "FINISH before the end falls back"],
    ["POSITION", "PRICE_SERVICE", "a step not in this flow falls back"],
    ["0", "PRICE_SERVICE", "positions are not keys"],
    [undefined, "PRICE_SERVICE", "no step in the URL starts at the first incomplete step"],
  ])("%s → %s (%s)", (requested, expected) => {
    expect(resolveStep(steps, requested)?.key).toBe(expected);
  });

  it("is undefined only for an empty flow", () => {
    expect(resolveStep([], "FORM")).toBeUndefined();
  });

  it("finds the step after a key, by key", () => {
    expect(stepAfter(steps, "LEGAL_FORM")?.key).toBe("PRICE_SERVICE");
    expect(stepAfter(steps, "FINISH")).toBeUndefined();
    expect(stepAfter(steps, "missing")).toBeUndefined();
  });
});
