import { describe, expect, it } from "vitest";
import { isDigitsOnlyPattern } from "./digitPattern";

describe("isDigitsOnlyPattern", () => {
  it("knows the digit patterns of landline, national code, national id and economic code", () => {
    for (const source of [
      "^0[1-8][0-9]{9}$",
      "^[0-9]{10}$",
      "^[0-9]{11}$",
      "^[0-9]{12}$",
      "^\\d+$",
      "^09[0-9]{9}$",
    ])
      expect(isDigitsOnlyPattern(source)).toBe(true);
  });

  it("answers false for anything with letters, groups or alternatives", () => {
    for (const source of [
      "^(IR|ir)[0-9]{24}$",
      "^[\\u0600-\\u06FF ]+$",
      "^[0-9a-f]+$",
      "^(0|1)$",
      "",
      "^$",
      "^.{3}$",
    ])
      expect(isDigitsOnlyPattern(source)).toBe(false);
  });
});
