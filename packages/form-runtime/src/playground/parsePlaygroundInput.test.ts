import { describe, expect, it } from "vitest";
import { parsePlaygroundInput } from "./parsePlaygroundInput";

describe("parsePlaygroundInput", () => {
  it("accepts a bare element array", () => {
    const parsed = parsePlaygroundInput('[{"id":1,"name":"a","input_type":1}]');
    expect(parsed.ok && parsed.input.elements).toEqual([{ id: 1, name: "a", input_type: 1 }]);
    expect(parsed.ok && parsed.input.formId).toBeNull();
  });
  it("accepts the wrapper with form, enumerations, validations, values and draft", () => {
    const parsed = parsePlaygroundInput(
      JSON.stringify({
        form: { id: 5, title: "t" },
        elements: [],
        enumerations: [{ id: 1, parent_id: 2, title: "x" }],
        validations: [{ id: 3, regex: "^a$" }],
        values: { e1_a: "v" },
        draft: { e1_a: "d" },
      }),
    );
    if (!parsed.ok) throw new Error("expected ok");
    expect(parsed.input.formId).toBe(5);
    expect(parsed.input.enumerations[0]).toEqual({
      id: 1,
      parent_id: 2,
      title: "x",
      status_id: 1,
      priority: 0,
    });
    expect(parsed.input.content).toEqual({
      fields: { e1_a: "v" },
      draft: { content: { fields: { e1_a: "d" } } },
    });
    const serverDraft = parsePlaygroundInput(
      JSON.stringify({ elements: [], draft: { content: { fields: { b: 1 } } } }),
    );
    expect(serverDraft.ok && serverDraft.input.content?.draft).toEqual({ content: { fields: { b: 1 } } });
  });
  it("explains invalid JSON and a wrong wrapper", () => {
    const bad = parsePlaygroundInput("{nope");
    expect(!bad.ok && bad.diagnostics[0]?.expected).toBe("valid JSON");
    const wrong = parsePlaygroundInput(
      JSON.stringify({ elements: [], validations: [{ id: "x", regex: 1 }] }),
    );
    expect(!wrong.ok && wrong.diagnostics.map((d) => d.path)).toEqual([
      "$.validations.0.id",
      "$.validations.0.regex",
    ]);
  });
});
