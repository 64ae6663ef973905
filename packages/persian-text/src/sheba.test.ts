import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankOfSheba } from "./bankOfSheba";
import { toPersianDigits } from "./digits";
import { isValidSheba, normalizeSheba, SHEBA_LENGTH, shebaFromDigits } from "./sheba";

/** IR, the two check digits computed with BigInt (independently of the implementation), then the 22 digits. */
function withCheckDigits(bban: string): string {
  const check = 98n - (BigInt(`${bban}182700`) % 97n);
  return `IR${String(check).padStart(2, "0")}${bban}`;
}

describe("normalizeSheba", () => {
  it("upper-cases, converts digits and drops spaces and dashes", () => {
    expect(normalizeSheba("ir82 ۰۵۴۰ 102680020817909002")).toBe("IR820540102680020817909002");
    expect(normalizeSheba("IR82-0540-1026-8002-0817-9090-02")).toBe("IR820540102680020817909002");
  });
});

describe("shebaFromDigits", () => {
  it("keeps IR and 24 Latin digits of whatever was typed or pasted into a field with a fixed IR", () => {
    expect(shebaFromDigits("IR82 0540 1026 8002 0817 9090 02")).toBe("IR820540102680020817909002");
    expect(shebaFromDigits("ir۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲")).toBe("IR820540102680020817909002");
    expect(shebaFromDigits("82-0540-1026-8002-0817-9090-02")).toBe("IR820540102680020817909002");
    expect(shebaFromDigits("8205401026800208179090021234")).toBe("IR820540102680020817909002");
    expect(shebaFromDigits("82")).toBe("IR82");
    expect(shebaFromDigits("IR")).toBe("");
    expect(shebaFromDigits("")).toBe("");
  });
});

describe("isValidSheba", () => {
  it("checks the pattern and the mod-97 checksum", () => {
    expect(isValidSheba("IR820540102680020817909002")).toBe(true);
    expect(isValidSheba("ir820540102680020817909002")).toBe(true);
    expect(isValidSheba("IR820540102680020817909003")).toBe(false);
    expect(isValidSheba("IR12")).toBe(false);
    expect(isValidSheba("DE820540102680020817909002")).toBe(false);
  });
  it("accepts every 22 digits with their check digits, in any digit script", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{22}$/), fc.boolean(), (bban, persian) => {
        const sheba = withCheckDigits(bban);
        return sheba.length === SHEBA_LENGTH && isValidSheba(persian ? toPersianDigits(sheba) : sheba);
      }),
    );
  });
  it("refuses any single-digit change of a valid sheba", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{22}$/),
        fc.integer({ min: 2, max: 25 }),
        fc.integer({ min: 1, max: 9 }),
        (bban, pos, delta) => {
          const chars = withCheckDigits(bban).split("");
          chars[pos] = String((Number(chars[pos]) + delta) % 10);
          return !isValidSheba(chars.join(""));
        },
      ),
    );
  });
});

describe("bankOfSheba", () => {
  it("names the bank from characters 5–7, or null", () => {
    expect(bankOfSheba("IR820540102680020817909002")).toBe("بانک پارسیان");
    expect(bankOfSheba("ir82 ۰۱۲")).toBe("بانک ملت");
    expect(bankOfSheba("IR12")).toBeNull();
    expect(bankOfSheba("IR820990102680020817909002")).toBeNull();
  });
});
