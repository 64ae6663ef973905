import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePersianLetters } from "./letters";

describe("normalizePersianLetters", () => {
  it("turns Arabic yeh, alef maksura and kaf into Persian ی and ک and keeps the ZWNJ", () => {
    expect(normalizePersianLetters("علي كاظمي\u200cها")).toBe("علی کاظمی\u200cها");
    expect(normalizePersianLetters("موسى")).toBe("موسی");
  });
  it("leaves no Arabic yeh or kaf and keeps the length", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("ي", "ى", "ك", "ی", "ک", "a", "\u200c", " ")), (chars) => {
        const out = normalizePersianLetters(chars.join(""));
        return !/[يىك]/.test(out) && out.length === chars.length;
      }),
    );
  });
});
