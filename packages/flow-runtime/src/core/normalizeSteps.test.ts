import { describe, expect, it } from "vitest";
import { ROUTE_ORDER, serverSteps } from "../testing/fixtures";
import { normalizeSteps } from "./normalizeSteps";

const keys = (steps: ReturnType<typeof normalizeSteps>) => steps.map((step) => step.key);

describe("normalizeSteps", () => {
  it("keeps the route-level order the server returns and appends FINISH", () => {
    expect(keys(normalizeSteps(serverSteps(0, ROUTE_ORDER)))).toEqual([
      "FORM",
      "LEGAL_FORM",
      "PRICE_SERVICE",
      "TIMELINE",
      "POSITION",
      "FINISH",
    ]);
  });

  it("keeps the numeric order just as well: it never sorts", () => {
    expect(keys(normalizeSteps(serverSteps(0, [0, 2, 3, 4, 5])))).toEqual([
      "FORM",
      "POSITION",
      "TIMELINE",
      "PRICE_SERVICE",
      "LEGAL_FORM",
      "FINISH",
    ]);
  });

  it("moves a FINISH sent in the middle to the end, once, keeping the server's title", () => {
    const steps = normalizeSteps([
      { kind: 1000, title: " پایان کار ", active: false },
      { kind: 0, title: "فرم", active: true },
      { kind: 1000, title: "again", active: false },
      { kind: 4, title: "قیمت", active: false },
    ]);
    expect(keys(steps)).toEqual(["FORM", "PRICE_SERVICE", "FINISH"]);
    expect(steps.at(-1)?.title).toBe("پایان کار");
  });

  it("puts the server id in the key and keeps repeated keys distinct", () => {
    const steps = normalizeSteps([
      { kind: 0, id: 12, title: "a", active: true },
      { kind: 0, id: " 12 ", title: "b", active: true },
      { kind: 3, title: "c", active: false },
      { kind: 3, id: "", title: "d", active: false },
    ]);
    expect(keys(steps)).toEqual(["FORM-12", "FORM-12~2", "TIMELINE", "TIMELINE~2", "FINISH"]);
    expect(steps[0]?.id).toBe("12");
    expect(steps[3]?.id).toBeUndefined();
  });

  it("keeps a step of an unknown kind in its place as UNKNOWN", () => {
    const steps = normalizeSteps([
      { kind: 0, active: true },
      { kind: 9, title: "new", active: false },
    ]);
    expect(steps.map(({ key, kind, code }) => [key, kind, code])).toEqual([
      ["FORM", "FORM", 0],
      ["UNKNOWN_9", "UNKNOWN", 9],
      ["FINISH", "FINISH", 1000],
    ]);
  });

  it("treats only `active: true` as active and trims titles", () => {
    const steps = normalizeSteps([{ kind: 0, title: null, active: true }]);
    expect(steps[0]).toEqual({ key: "FORM", kind: "FORM", code: 0, id: undefined, title: "", active: true });
  });

  it("is empty for an empty list and for a list holding only FINISH", () => {
    expect(normalizeSteps([])).toEqual([]);
    expect(normalizeSteps([{ kind: 1000, active: true }])).toEqual([]);
  });
});
