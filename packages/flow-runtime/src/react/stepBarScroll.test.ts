import { describe, expect, it } from "vitest";
import { isRightToLeft, scrollDeltaIntoView, scrollDeltaToStart } from "./stepBarScroll";

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
