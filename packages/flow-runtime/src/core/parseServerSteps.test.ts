import { describe, expect, it } from "vitest";
import { FlowDataError } from "./FlowDataError";
import { parseServerSteps } from "./parseServerSteps";

describe("parseServerSteps", () => {
  it("reads kind (or type), title, active and id", () => {
    expect(
      parseServerSteps([
        { kind: 0, title: "فرم", active: true, id: 3 },
        { type: 4, title: null, active: 0 },
        { kind: "TIMELINE", active: 1, extra: "ignored" },
      ]),
    ).toEqual([
      { kind: 0, title: "فرم", active: true, id: 3 },
      { kind: 4, title: null, active: false, id: undefined },
      { kind: "TIMELINE", title: undefined, active: true, id: undefined },
    ]);
  });

  it.each([
    [null, "steps"],
    [{ steps: [] }, "steps"],
    [[1], "steps[0]"],
    [[{ active: true }], "steps[0].kind"],
    [[{ kind: 1.5, active: true }], "steps[0].kind"],
    [[{ kind: 0, active: "yes" }], "steps[0].active"],
    [[{ kind: 0, active: 2 }], "steps[0].active"],
    [[{ kind: 0 }], "steps[0].active"],
    [
      [
        { kind: 0, active: true },
        { kind: 0, active: true, title: 5 },
      ],
      "steps[1].title",
    ],
    [[{ kind: 0, active: true, id: {} }], "steps[0].id"],
  ])("rejects %j at %s", (value, path) => {
    expect(() => parseServerSteps(value)).toThrow(FlowDataError);
    try {
      parseServerSteps(value);
    } catch (error) {
      expect(error).toBeInstanceOf(FlowDataError);
      expect((error as FlowDataError).path).toBe(path);
      expect((error as FlowDataError).message).toContain(path);
    }
  });
});
