import { describe, expect, it } from "vitest";
import { signinSearchSchema } from "../../features/auth/signinSearch";
import { pageSearchSchema } from "./pageSearch";
import { isBoolean, matching, searchParam } from "./searchParam";

describe("search params", () => {
  it("keeps an absent value absent and a valid one as is", () => {
    expect(pageSearchSchema({})).toEqual({ page: undefined });
    expect(pageSearchSchema({ page: 3 })).toEqual({ page: 3 });
    expect(signinSearchSchema({ mode: "password" })).toEqual({ mode: "password" });
  });

  it("replaces an invalid value with the fallback", () => {
    expect(pageSearchSchema({ page: 0 })).toEqual({ page: 1 });
    expect(pageSearchSchema({ page: 2.5 })).toEqual({ page: 1 });
    expect(pageSearchSchema({ page: "2" })).toEqual({ page: 1 });
    expect(signinSearchSchema({ mode: "admin" })).toEqual({ mode: "otp" });
    expect(searchParam(isBoolean, false)("yes")).toBe(false);
  });

  it("matches a pattern against the whole string only", () => {
    const phone = searchParam(matching(/^09\d{9}$/), "");
    expect(phone("09123456789")).toBe("09123456789");
    expect(phone("0912345678")).toBe("");
    expect(phone(9123456789)).toBe("");
  });
});
