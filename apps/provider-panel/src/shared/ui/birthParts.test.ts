import { describe, expect, it } from "vitest";
import { jalaliToUnix } from "../format/jalaliDate";
import { birthPartsOf, birthPartsToUnix } from "./birthParts";

describe("birth parts", () => {
  it("is null while a part is empty, and empty parts without a date", () => {
    expect(birthPartsToUnix({ day: "3", month: "", year: "1370" })).toBeNull();
    expect(birthPartsOf(null)).toEqual({ day: "", month: "", year: "" });
  });

  it("round-trips a Jalali date", () => {
    const seconds = birthPartsToUnix({ day: "31", month: "6", year: "1370" });
    expect(seconds).toBe(jalaliToUnix(1370, 6, 31));
    expect(birthPartsOf(seconds)).toEqual({ day: "31", month: "6", year: "1370" });
  });

  it("clamps a day past the month's end", () => {
    expect(birthPartsToUnix({ day: "31", month: "12", year: "1402" })).toBe(jalaliToUnix(1402, 12, 29));
  });
});
