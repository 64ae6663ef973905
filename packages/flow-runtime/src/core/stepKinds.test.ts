import { describe, expect, it } from "vitest";
import { STEP_KIND_NAMES, STEP_KINDS, stepKindFromServer } from "./stepKinds";

describe("step kinds", () => {
  it("maps the documented indexes", () => {
    expect(STEP_KINDS).toEqual({
      FORM: 0,
      POSITION: 2,
      TIMELINE: 3,
      PRICE_SERVICE: 4,
      LEGAL_FORM: 5,
      FINISH: 1000,
    });
    expect(STEP_KIND_NAMES.at(-1)).toBe("FINISH");
  });

  it.each([
    [0, "FORM"],
    [5, "LEGAL_FORM"],
    ["4", "PRICE_SERVICE"],
    ["TIMELINE", "TIMELINE"],
    [1000, "FINISH"],
    [1, undefined],
    ["7", undefined],
    ["toString", undefined],
    ["", undefined],
    [" 2", undefined],
  ] as const)("reads %j as %s", (value, expected) => {
    expect(stepKindFromServer(value)).toBe(expected);
  });
});
