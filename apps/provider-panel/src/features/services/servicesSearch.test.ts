import { describe, expect, it } from "vitest";
import { openIds, openSearch, servicesSearch } from "./servicesSearch";

describe("servicesSearch", () => {
  it("keeps the open categories' ids and drops anything else", () => {
    expect(servicesSearch({ open: "3,7,3" })).toEqual({ open: "3,7" });
    expect(servicesSearch({ open: 12 })).toEqual({ open: "12" });
    expect(servicesSearch({ open: "x,-1,2.5,,9" })).toEqual({ open: "9" });
    expect(servicesSearch({ open: "" })).toEqual({});
    expect(servicesSearch({ other: "1" })).toEqual({});
  });

  it("writes no ?open= for none, and the ids joined otherwise, which read back as the same set", () => {
    expect(openSearch(new Set())).toEqual({});
    expect(openIds(openSearch(new Set([5, 1])))).toEqual(new Set([5, 1]));
  });
});
