import { describe, expect, it } from "vitest";
import { isRightToLeft, scrollDeltaIntoView, scrollDeltaSnapped, scrollDeltaToStart } from "./stepBarScroll";

const bar = { left: 100, right: 500 }; // 400 px wide: four 100 px steps

describe("step bar scroll arithmetic", () => {
  it("aligns an item to the inline-start edge: left in LTR, right in RTL", () => {
    expect(scrollDeltaToStart(bar, { left: 500, right: 600 }, false)).toBe(400);
    expect(scrollDeltaToStart(bar, { left: 0, right: 100 }, true)).toBe(-400);
    expect(scrollDeltaToStart(bar, { left: 400, right: 500 }, true)).toBe(0);
  });

  it("scrolls the least amount to reveal an item, and not at all when it is visible", () => {
    expect(scrollDeltaIntoView(bar, { left: 200, right: 300 })).toBe(0);
    expect(scrollDeltaIntoView(bar, { left: 550, right: 650 })).toBe(150);
    expect(scrollDeltaIntoView(bar, { left: -50, right: 50 })).toBe(-150);
  });

  it("reveals a step on whole-step positions only, with the least movement", () => {
    // Five 100 px steps in right-to-left, scrolled a quarter step: the first is cut at the right edge.
    const rtl = [0, 1, 2, 3, 4].map((i) => ({ left: 525 - 100 * (i + 1), right: 525 - 100 * i }));
    // The 4th (125–225) is visible but the 1st is cut: align the 1st to the right edge (25 px back).
    expect(scrollDeltaSnapped(bar, rtl, 3, true)).toBe(25);
    // The 5th (25–125) is cut at the left: align the 2nd to the right edge, the 5th ends at the left edge.
    expect(scrollDeltaSnapped(bar, rtl, 4, true)).toBe(-75);
    const ltr = [0, 1, 2, 3, 4].map((i) => ({ left: 100 * i + 75, right: 100 * i + 175 }));
    expect(scrollDeltaSnapped(bar, ltr, 0, false)).toBe(-25);
    expect(scrollDeltaSnapped(bar, ltr, 4, false)).toBe(75);
    expect(scrollDeltaSnapped(bar, [], 0, true)).toBe(0);
  });

  it("takes the direction from the nearest dir attribute", () => {
    const outer = document.createElement("div");
    outer.dir = "rtl";
    const inner = document.createElement("span");
    outer.append(inner);
    expect(isRightToLeft(inner)).toBe(true);
    inner.dir = "ltr";
    expect(isRightToLeft(inner)).toBe(false);
  });
});
