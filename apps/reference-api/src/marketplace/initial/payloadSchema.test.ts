import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { flowSteps } from "../content/flow";
import { elementsOf } from "./elements";
import { ENUMERATIONS } from "./enumerations";
import { FORMS } from "./forms";
import { VALIDATIONS } from "./validations";

// The schema form-runtime publishes (generated from its decoders); a backend validates its forms with it.
const schemaPath = fileURLToPath(
  new URL("../../../../../packages/form-runtime/server-form.schema.json", import.meta.url),
);
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
  JSON.parse(readFileSync(schemaPath, "utf8")),
);
const errors = () => JSON.stringify(validate.errors);

describe("the seeded forms against form-runtime's published payload schema", () => {
  it("every form, with all enumerations, validations and its flow steps, is valid", () => {
    for (const form of FORMS) {
      const payload = {
        form: { id: form.id, title: form.title },
        elements: elementsOf(form.id),
        enumerations: ENUMERATIONS,
        validations: VALIDATIONS,
        steps: flowSteps(form, null),
      };
      expect(validate(payload), `${form.title}: ${errors()}`).toBe(true);
    }
  });

  it("a seeded form broken on purpose is refused", () => {
    const form = FORMS.find((f) => elementsOf(f.id).length > 0);
    if (!form) throw new Error("no seeded form with elements");
    const [first, ...rest] = elementsOf(form.id);
    const broken = { elements: [{ ...first, name: "", input_type: "text" }, ...rest] };
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(["/elements/0/name", "/elements/0/input_type"]),
    );
  });
});
