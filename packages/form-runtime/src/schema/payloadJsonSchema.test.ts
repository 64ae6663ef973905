/// <reference types="vite/client" />
import { Ajv2020 } from "ajv/dist/2020";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import committed from "../../server-form.schema.json?raw";
import seededForms from "../testing/seededForms.json";
import { payloadJsonSchema, payloadJsonSchemaText } from "./payloadJsonSchema";
import { serverFormPayloadSchema } from "./payloadSchema";

const validate = new Ajv2020({ strict: false }).compile(JSON.parse(committed));

/** The reference server's seeded forms, each as one payload (form, elements, options, regexes). */
const seededPayloads = seededForms.map(({ id, title, elements, enumerations, validations }) => ({
  schema_version: 1,
  form: { id, title },
  elements,
  enumerations,
  validations,
}));

const element = { id: 1, name: "title", input_type: 1, data_type: 1, required_field: 1 };
const malformed: Record<string, unknown> = {
  "elements missing": { form: { id: 1 } },
  "an element without a name": { elements: [{ id: 1, input_type: 1 }] },
  "an empty name": { elements: [{ ...element, name: "" }] },
  "a non-numeric input type": { elements: [{ ...element, input_type: "text" }] },
  "required_field as yes": { elements: [{ ...element, required_field: "yes" }] },
  "an option without a value": { elements: [{ ...element, input_type: 5, options: [{ title: "الف" }] }] },
  "an enumeration without a title": { elements: [element], enumerations: [{ id: 1, parent_id: null }] },
  "a validation without its regex": { elements: [element], validations: [{ id: 2 }] },
  "a draft as a string": { elements: [element], draft: "yes" },
  "a step active as yes": { elements: [element], steps: [{ kind: 1, active: "yes" }] },
  "a price entry without its service": {
    elements: [element],
    module_fields: { service_price: { services: [{ minimum_price: 10 }] } },
  },
  "a timetable day 9": {
    elements: [element],
    module_fields: { timeline: { timetable: { periods: [{ day: 9, from: "08:00", to: "12:00" }] } } },
  },
  "a location point with one coordinate": {
    elements: [element],
    module_fields: { location: { point: { type: "Point", coordinates: [51] } } },
  },
  "a schema version 0": { schema_version: 0, elements: [element] },
};

describe("the published payload schema (server-form.schema.json)", () => {
  it("is the file generated from the engine's valibot schemas (run `pnpm --filter @ceremony/form-runtime schema:write` when this fails)", () => {
    // Compared as data, so a formatter's line breaks in the JSON file do not matter.
    expect(JSON.parse(committed)).toEqual(JSON.parse(payloadJsonSchemaText()));
  });

  it("describes every part of the payload, each also under $defs", () => {
    const schema = payloadJsonSchema() as { properties: object; $defs: object };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        "schema_version",
        "elements",
        "enumerations",
        "validations",
        "values",
        "draft",
        "steps",
        "module_fields",
      ]),
    );
    expect(Object.keys(schema.$defs)).toEqual(
      expect.arrayContaining([
        "ServerElement",
        "Enumeration",
        "ValidationRule",
        "Draft",
        "FlowStep",
        "ModuleFields",
      ]),
    );
  });

  it("accepts every seeded form of the reference server, as the engine's decoder does", () => {
    expect(seededPayloads.length).toBeGreaterThan(5);
    for (const payload of seededPayloads) {
      expect(validate(payload), `${payload.form.title}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(v.safeParse(serverFormPayloadSchema, payload).success).toBe(true);
    }
  });

  it("accepts a full payload with values, a draft, steps and module payloads", () => {
    const payload = {
      elements: [element, { ...element, id: "2", name: "guests", data_type: "2", required_field: "0" }],
      values: { e1_title: "تالار" },
      draft: { content: { fields: { e1_title: "تالار نو" } } },
      steps: [
        { kind: 0, title: "اطلاعات", active: true, id: 12 },
        { type: "PRICE_SERVICE", active: 0 },
      ],
      module_fields: {
        service_price: { services: [{ service_id: 3, minimum_price: 1000, maximum_guest: 200 }] },
        timeline: {
          timetable: { active_all_time: false, periods: [{ day: 0, from: "08:00", to: "12:30" }] },
        },
        location: {
          enumerations: [101],
          point: { type: "Point", coordinates: [51.4, 35.7] },
          address_object: {},
        },
      },
    };
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    expect(v.safeParse(serverFormPayloadSchema, payload).success).toBe(true);
  });

  it.each(Object.entries(malformed))("rejects %s, as the engine's decoder does", (_name, payload) => {
    expect(validate(payload)).toBe(false);
    expect(v.safeParse(serverFormPayloadSchema, payload).success).toBe(false);
  });
});
