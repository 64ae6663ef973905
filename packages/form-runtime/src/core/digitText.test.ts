import { describe, expect, it } from "vitest";
import { readDigitText } from "./digitText";

describe("readDigitText", () => {
  it("reads a landline written with hyphens, spaces or dots, in any digit script", () => {
    expect(readDigitText("۰۵۱-۳۸۰۰۰۰۰۰")).toBe("05138000000");
    expect(readDigitText("051 3800 0000")).toBe("05138000000");
    expect(readDigitText("٠٥١.٣٨٠٠.٠٠٠٠")).toBe("05138000000");
    expect(readDigitText("\u200e051–3800\u00a00000 ")).toBe("05138000000");
  });
  it("keeps letters and other signs, so the field's rule still refuses them", () => {
    expect(readDigitText("051a3800")).toBe("051a3800");
    expect(readDigitText("+98 51 3800 0000")).toBe("+985138000000");
  });
});
