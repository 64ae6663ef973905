import { describe, expect, it } from "vitest";
import { captionUnit, withoutCaptionUnit } from "./captionUnit";

describe("captionUnit", () => {
  it("reads the one word a caption names in parentheses at its end", () => {
    expect(captionUnit("ظرفیت (نفر)")).toBe("نفر");
    expect(captionUnit("مساحت ( متر )")).toBe("متر");
    expect(captionUnit("ظرفیت")).toBeUndefined();
    expect(captionUnit("(نفر) ظرفیت")).toBeUndefined();
    expect(captionUnit("ظرفیت (۱۰ نفر)")).toBeUndefined();
    expect(captionUnit("ظرفیت (حداکثر نفر)")).toBeUndefined();
  });
});

describe("withoutCaptionUnit", () => {
  it("drops the unit written right after the number, in Persian or Arabic letters", () => {
    expect(withoutCaptionUnit("120 نفر", "نفر")).toBe("120");
    expect(withoutCaptionUnit("١٢٠نفر ", "نفر")).toBe("١٢٠");
    expect(withoutCaptionUnit("۵۰ كيلو", captionUnit("وزن (کیلو)"))).toBe("۵۰");
  });

  it("leaves anything else for the caller to refuse", () => {
    expect(withoutCaptionUnit("نفر", "نفر")).toBe("نفر");
    expect(withoutCaptionUnit("نفر 120", "نفر")).toBe("نفر 120");
    expect(withoutCaptionUnit("120 نفر abc", "نفر")).toBe("120 نفر abc");
    expect(withoutCaptionUnit("120 متر", "نفر")).toBe("120 متر");
    expect(withoutCaptionUnit("120 نفر", undefined)).toBe("120 نفر");
  });
});
