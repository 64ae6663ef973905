import { describe, expect, it } from "vitest";
import { parseContentKey, stripKeyPrefix, submitKey } from "./keys";

describe("keys", () => {
  it("submits e{id}_{name}, or the plain name for static fields", () => {
    expect(submitKey(12, "title", false)).toBe("e12_title");
    expect(submitKey(12, "label", true)).toBe("label");
  });
  it("strips the e{id}_ prefix for display and leaves plain keys alone", () => {
    expect(stripKeyPrefix("e12_title")).toBe("title");
    expect(stripKeyPrefix("e3_first_name")).toBe("first_name");
    expect(stripKeyPrefix("label")).toBe("label");
    expect(stripKeyPrefix("email")).toBe("email");
    expect(parseContentKey("e40_x")).toEqual({ id: 40, name: "x" });
    expect(parseContentKey("mobile")).toEqual({ id: null, name: "mobile" });
  });
});
