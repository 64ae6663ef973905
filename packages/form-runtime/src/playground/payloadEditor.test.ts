import { json } from "@codemirror/lang-json";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { describe, expect, it } from "vitest";
import schema from "../../server-form.schema.json";
import { cursorContext, parseDiagnosticPath, rangeOfPath } from "./jsonPaths";
import { lintPayload } from "./payloadLinter";
import { keysAt, type SchemaNode, valuesAt } from "./schemaCompletion";

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [json()] });
const root = schema as SchemaNode;

describe("the payload editor's knowledge of the schema", () => {
  it("reads the engine's diagnostic paths", () => {
    expect(parseDiagnosticPath("elements[3].name")).toEqual(["elements", 3, "name"]);
    expect(parseDiagnosticPath("$.enumerations.0.title")).toEqual(["enumerations", 0, "title"]);
    expect(parseDiagnosticPath("$[2].input_type")).toEqual([2, "input_type"]);
    expect(parseDiagnosticPath("validations[id=5].regex")).toEqual(["validations"]);
  });

  it("marks each decode diagnostic at its JSON path", () => {
    const doc =
      '{\n  "elements": [\n    { "id": 1, "name": "a", "input_type": 1 },\n    { "id": 2, "name": "b", "input_type": [] }\n  ]\n}';
    const view = new EditorView({ state: stateOf(doc) });
    const [diagnostic, ...rest] = lintPayload(view);
    expect(rest).toEqual([]);
    expect(doc.slice(diagnostic?.from, diagnostic?.to)).toBe('"input_type": []');
    expect(diagnostic?.message).toContain("elements[1].input_type");
    view.destroy();
  });

  it("marks a wrong enumeration at its path and a bare element list's element at its index", () => {
    const wrapped = new EditorView({
      state: stateOf('{ "elements": [], "enumerations": [{ "id": 1, "parent_id": null }] }'),
    });
    const [missingTitle] = lintPayload(wrapped);
    expect(wrapped.state.sliceDoc(missingTitle?.from, missingTitle?.to)).toBe(
      '{ "id": 1, "parent_id": null }',
    );
    wrapped.destroy();
    const bare = new EditorView({ state: stateOf('[{ "id": 1, "name": "", "input_type": 1 }]') });
    const [emptyName] = lintPayload(bare);
    expect(bare.state.sliceDoc(emptyName?.from, emptyName?.to)).toBe('"name": ""');
    bare.destroy();
  });

  it("finds the deepest existing part of a path", () => {
    const state = stateOf('{ "elements": [{ "id": 1 }] }');
    const range = rangeOfPath(state, ["elements", 0, "name"]);
    expect(state.sliceDoc(range?.from, range?.to)).toBe('{ "id": 1 }');
  });

  it("completes an element's keys, the payload's keys and a flag's values", () => {
    const inElement = '{ "elements": [{ "id": 1,  }] }';
    const at = cursorContext(stateOf(inElement), inElement.indexOf(",  ") + 2);
    expect(at).toMatchObject({ path: ["elements", 0], at: "key", present: ["id"] });
    const keys = keysAt(root, at?.path ?? [], at?.present ?? []);
    expect(keys).toEqual(expect.arrayContaining(["name", "input_type", "required_field", "options"]));
    expect(keys).not.toContain("id");

    const top = "{  }";
    const topAt = cursorContext(stateOf(top), 2);
    expect(keysAt(root, topAt?.path ?? [], [])).toEqual(
      expect.arrayContaining([
        "schema_version",
        "elements",
        "enumerations",
        "validations",
        "steps",
        "module_fields",
      ]),
    );

    const flag = '{ "elements": [{ "required_field": t }] }';
    const flagAt = cursorContext(stateOf(flag), flag.indexOf(": t") + 3);
    expect(flagAt).toMatchObject({ at: "value", key: "required_field", path: ["elements", 0] });
    expect(valuesAt(root, ["elements", 0, "required_field"])).toEqual(
      expect.arrayContaining(["true", "false", "0", "1", '"0"', '"1"', "null"]),
    );
  });
});
