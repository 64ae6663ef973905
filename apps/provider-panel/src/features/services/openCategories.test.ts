import { describe, expect, it } from "vitest";
import { openIds, openSearch } from "./openCategories";
import { servicesSearch } from "./servicesSearch";

describe("servicesSearch", () => {
  it("keeps a list of category ids and drops anything else", () => {
    expect(servicesSearch({ open: "3,7" })).toEqual({ open: "3,7" });
    expect(servicesSearch({ open: 12 })).toEqual({ open: "12" });
    for (const bad of ["x,9", "-1", "2.5", "3,,4", "", "3,"])
      expect(servicesSearch({ open: bad })).toEqual({});
    expect(servicesSearch({ other: "1" })).toEqual({});
  });

  it("reads the ids as a set, and writes no ?open= for none", () => {
    expect(openIds(servicesSearch({ open: "3,7,3" }))).toEqual(new Set([3, 7]));
    expect(openIds({})).toEqual(new Set());
    expect(openSearch(new Set())).toEqual({});
    expect(openIds(openSearch(new Set([5, 1])))).toEqual(new Set([5, 1]));
  });
});
