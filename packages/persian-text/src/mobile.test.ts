import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPersianDigits } from "./digits";
import { isMobile, normalizeMobile } from "./mobile";

describe("normalizeMobile", () => {
  it("turns +98, 0098, 98, a bare 9…, Persian digits and separators into 09…", () => {
    for (const input of [
      "+989121234567",
      "00989121234567",
      "989121234567",
      "9121234567",
      "۰۹۱۲۱۲۳۴۵۶۷",
      "0912 123 4567",
      "0912-123-4567",
      "(0912) 1234567",
    ]) {
      expect(normalizeMobile(input), input).toBe("09121234567");
    }
  });
  it("returns what is not a mobile cleaned, so the pattern check refuses it", () => {
    expect(normalizeMobile("0912 123")).toBe("0912123");
    expect(normalizeMobile("+44 20 7946")).toBe("44207946");
    expect(isMobile(normalizeMobile("08121234567"))).toBe(false);
  });
  it("reaches the same 09… form from every prefix and digit script", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^9\d{9}$/),
        fc.constantFrom("+98", "0098", "98", "0", ""),
        fc.boolean(),
        (rest, prefix, persian) => {
          const typed = persian ? toPersianDigits(`${prefix}${rest}`) : `${prefix}${rest}`;
          const mobile = normalizeMobile(typed);
          return mobile === `0${rest}` && isMobile(mobile);
        },
      ),
    );
  });
});

describe("isMobile", () => {
  it("accepts 09 and nine digits only", () => {
    expect(isMobile("09121234567")).toBe(true);
    expect(isMobile("9121234567")).toBe(false);
    expect(isMobile("0912123456")).toBe(false);
    expect(isMobile("091212345678")).toBe(false);
    expect(isMobile("۰۹۱۲۱۲۳۴۵۶۷")).toBe(false);
  });
});
