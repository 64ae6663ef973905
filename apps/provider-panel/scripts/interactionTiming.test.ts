import { describe, expect, it } from "vitest";
import { longestInteraction, median } from "./interactionTiming";

const entry = (interactionId: number, duration: number, name = "click") => ({
  name,
  duration,
  interactionId,
});

describe("longestInteraction (INP as web-vitals reports it)", () => {
  it("takes an interaction's longest entry and the longest interaction", () => {
    expect(
      longestInteraction([entry(1, 24, "pointerdown"), entry(1, 88, "click"), entry(2, 40, "keydown")]),
    ).toBe(88);
  });

  it("is 0 when no interaction reached the 16 ms floor of the API", () => {
    expect(longestInteraction([])).toBe(0);
  });

  it("skips one of the longest for every 50 interactions", () => {
    const many = Array.from({ length: 60 }, (_, i) => entry(i + 1, i === 0 ? 500 : 20 + (i % 3)));
    expect(longestInteraction(many)).toBe(22);
    expect(longestInteraction(many.slice(0, 49))).toBe(500);
  });
});

describe("median", () => {
  it("is the middle run, the lower middle for an even count", () => {
    expect(median([120, 40, 56])).toBe(56);
    expect(median([10, 40, 30, 20])).toBe(20);
  });
});
