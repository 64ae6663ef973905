import { describe, expect, it } from "vitest";
import { tomanAmount } from "./tomanAmount";

describe("tomanAmount", () => {
  it("drops «تومان» or «تومن» after the digits of any script, and refuses rials", () => {
    expect(tomanAmount("۲٬۵۰۰٬۰۰۰ تومان")).toBe("۲٬۵۰۰٬۰۰۰");
    expect(tomanAmount("150000تومن ")).toBe("150000");
    expect(tomanAmount("١٢٠ تومان")).toBe("١٢٠");
    expect(tomanAmount("2,000,000 ریال")).toBe("rial");
    expect(tomanAmount("۵۰۰ هزار")).toBe("۵۰۰ هزار");
    expect(tomanAmount("تومان")).toBe("تومان");
  });
});
