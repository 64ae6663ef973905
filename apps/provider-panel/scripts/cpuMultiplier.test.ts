import { describe, expect, it } from "vitest";
import { cpuMultiplier } from "./cpuMultiplier";

describe("cpuMultiplier", () => {
  it("follows Lighthouse's calibration: 4× for a fast desktop, less for a slower host, never below 1×", () => {
    expect(cpuMultiplier(1533)).toBeCloseTo(4, 1);
    expect(cpuMultiplier(1300)).toBe(3);
    expect(cpuMultiplier(800)).toBe(2);
    expect(cpuMultiplier(345)).toBeCloseTo(1.3, 1);
    expect(cpuMultiplier(150)).toBe(1);
    expect(cpuMultiplier(90)).toBe(1);
    expect(cpuMultiplier(Number.NaN)).toBe(1);
  });
});
