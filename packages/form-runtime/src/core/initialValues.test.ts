import { describe, expect, it } from "vitest";
import { fixtureElements } from "../testing/serverElements";
import { decodeElements } from "./decode";
import { buildSubmitBody, initialValues } from "./initialValues";

const elements = decodeElements([
  fixtureElements.text,
  fixtureElements.numeric,
  fixtureElements.multiSelect,
  fixtureElements.static,
]).elements;

describe("initialValues", () => {
  it("starts empty", () => {
    const init = initialValues(elements, null, null);
    expect(init.values).toEqual({
      e101_title: "",
      e103_capacity: "",
      e106_services: [],
      person_kind_role_id: 5,
    });
    expect(init.hasDraft).toBe(false);
  });
  it("reads content by prefixed key, draft over content, typed values over both", () => {
    const init = initialValues(
      elements,
      {
        fields: { e101_title: "saved", e103_capacity: 10 },
        draft: { content: { fields: { e101_title: "draft" } } },
      },
      { e103_capacity: "77" },
    );
    expect(init.values.e101_title).toBe("draft");
    expect(init.values.e103_capacity).toBe("77");
    expect(init.hasDraft).toBe(true);
    expect(init.restored).toBe(true);
  });
  it("matches content keys by element id when the name differs, and marks misfit lists", () => {
    const init = initialValues(elements, { fields: { e101_old_name: "x", e106_services: "food" } }, null);
    expect(init.values.e101_title).toBe("x");
    expect(init.failedKeys.has("e106_services")).toBe(true);
    expect(init.values.e106_services).toBe("food");
  });
  it("ignores malformed content and typed values that no longer fit", () => {
    const init = initialValues(
      elements,
      { fields: "oops" as unknown as Record<string, unknown> },
      { e106_services: "x" },
    );
    expect(init.values.e106_services).toEqual([]);
    expect(init.restored).toBe(false);
  });
});

describe("buildSubmitBody", () => {
  it("builds the exact body: keys, converted values, form_id, id when editing", () => {
    const values = { e101_title: "t", e103_capacity: "۱۲", e106_services: ["food"], person_kind_role_id: 5 };
    expect(buildSubmitBody(elements, values, 3, null)).toEqual({
      e101_title: "t",
      e103_capacity: 12,
      e106_services: ["food"],
      person_kind_role_id: 5,
      form_id: 3,
    });
    expect(buildSubmitBody(elements, values, 3, 44)).toMatchObject({ form_id: 3, id: 44 });
  });
});
