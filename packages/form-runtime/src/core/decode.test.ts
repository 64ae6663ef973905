import { describe, expect, it } from "vitest";
import { fixtureElements, fixtureForm } from "../testing/serverElements";
import { decodeElements, kindOf } from "./decode";

describe("decodeElements", () => {
  it("decodes one element per input type into its kind", () => {
    const { elements, diagnostics } = decodeElements(fixtureForm);
    expect(diagnostics).toEqual([]);
    expect(elements.map((e) => e.kind)).toEqual([
      "text",
      "textarea",
      "numeric",
      "checkbox",
      "select",
      "multiSelect",
      "radio",
      "file",
      "files",
      "date",
      "flag",
      "location",
      "static",
      "text",
    ]);
  });

  it("reads lenient numbers and booleans, folders, vendor and no-future settings", () => {
    const [el] = decodeElements([
      { id: "12", name: "a", input_type: "9", required_field: "1", folder: "docs", setting: { vendor: 1 } },
    ]).elements;
    expect(el).toMatchObject({
      id: 12,
      kind: "file",
      required: true,
      folder: "docs",
      vendor: true,
      key: "e12_a",
    });
    const [date] = decodeElements([fixtureElements.date]).elements;
    expect(date?.noFuture).toBe(true);
    expect(decodeElements([fixtureElements.file]).elements[0]?.folder).toBe("licenses");
  });

  it("keeps valid elements and reports a malformed one with id, path, expected and received", () => {
    const result = decodeElements([fixtureElements.text, { id: 9, name: "bad", input_type: { x: 1 } }]);
    expect(result.elements).toHaveLength(1);
    expect(result.items).toHaveLength(2);
    const bad = result.items[1];
    expect(bad?.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({
      elementId: 9,
      path: "elements[1].input_type",
      received: "Object",
    });
    expect(result.diagnostics[0]?.expected).toContain("number");
  });

  it("reports options with a wrong shape at their exact path", () => {
    const result = decodeElements([
      { id: 3, name: "s", input_type: 5, options: [{ title: "x", value: {} }] },
    ]);
    expect(result.diagnostics[0]?.path).toBe("elements[0].options[0].value");
  });

  it("reports a payload that is not a list", () => {
    const result = decodeElements({ elements: "nope" });
    expect(result.elements).toEqual([]);
    expect(result.diagnostics[0]).toMatchObject({ path: "elements", expected: "an array of form elements" });
  });

  it("sorts by priority, skips inactive elements and refuses duplicate keys", () => {
    const result = decodeElements([
      { id: 2, name: "b", input_type: 1, priority: 5 },
      { id: 1, name: "a", input_type: 1, priority: 1 },
      { id: 3, name: "c", input_type: 1, status_id: 0 },
      { id: 2, name: "b", input_type: 1, priority: 6 },
    ]);
    expect(result.elements.map((e) => e.key)).toEqual(["e1_a", "e2_b"]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("Duplicate field key e2_b"),
    ]);
  });

  it("gives unknown input types the unknown kind plus a diagnostic", () => {
    const result = decodeElements([{ id: 4, name: "u", input_type: 99 }]);
    expect(result.elements[0]?.kind).toBe("unknown");
    expect(result.diagnostics[0]).toMatchObject({ elementId: 4, received: "99" });
  });
});

describe("kindOf (input type 2 rule)", () => {
  it("reads type 2 as long text, or numeric text when the data type is numeric", () => {
    expect(kindOf(2, 1)).toBe("textarea");
    expect(kindOf(2, 2)).toBe("numeric");
    expect(kindOf(1, 2)).toBe("numeric");
    expect(kindOf(14, 1)).toBe("date");
    expect(kindOf(30, 2)).toBe("static");
  });
});
