import * as v from "valibot";
import { serverElementSchema } from "../core/decode";
import type { Enumeration, ServerElement, ValidationRule } from "../core/types";

const fieldsRecord = v.record(v.string(), v.unknown());

/** An enumeration row (options of select, radio and multi-select elements, ceremonies, cities). */
export const enumerationSchema = v.looseObject({
  id: v.number(),
  parent_id: v.nullable(v.number()),
  title: v.string(),
  status_id: v.optional(v.number(), 1),
  priority: v.optional(v.number(), 0),
  setting: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

/** A server regex addressed by an element's `validation_id`, with its own message. */
export const validationRuleSchema = v.looseObject({
  id: v.number(),
  regex: v.string(),
  message: v.optional(v.nullable(v.string())),
});

/** A draft awaiting review: the server's `{ content: { fields } }`. */
export const draftSchema = v.looseObject({ content: v.looseObject({ fields: fieldsRecord }) });

/** A step of a provider's process flow (`GET /api/form_process_flow/list` → `steps[]`). */
export const flowStepSchema = v.looseObject({
  kind: v.optional(v.union([v.pipe(v.number(), v.integer()), v.string()])),
  type: v.optional(v.union([v.pipe(v.number(), v.integer()), v.string()])),
  title: v.optional(v.nullable(v.string())),
  active: v.union([v.boolean(), v.picklist([0, 1])]),
  id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});

const priceServiceEntrySchema = v.looseObject({
  service_id: v.number(),
  minimum_price: v.optional(v.number()),
  minimum_guest: v.optional(v.number()),
  maximum_price: v.optional(v.number()),
  maximum_guest: v.optional(v.number()),
});

const timetablePeriodSchema = v.looseObject({
  day: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  from: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  to: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
});

const geoJsonPointSchema = v.object({
  type: v.literal("Point"),
  coordinates: v.tuple([v.number(), v.number()]),
});

/** The module payloads as `get_module_fields` answers them under `module_fields` (price, timetable, location). */
export const moduleFieldsSchema = v.looseObject({
  service_price: v.optional(
    v.nullable(v.looseObject({ services: v.optional(v.nullable(v.array(priceServiceEntrySchema))) })),
  ),
  timeline: v.optional(
    v.nullable(
      v.looseObject({
        timetable: v.optional(
          v.nullable(
            v.looseObject({
              active_all_time: v.optional(v.boolean()),
              periods: v.optional(v.array(timetablePeriodSchema)),
            }),
          ),
        ),
      }),
    ),
  ),
  location: v.optional(
    v.nullable(
      v.looseObject({
        enumerations: v.optional(v.array(v.number())),
        point: v.optional(v.nullable(geoJsonPointSchema)),
        address_object: v.optional(v.unknown()),
      }),
    ),
  ),
});

/**
 * A whole server form as a designer pastes it or a backend publishes it: the form, its elements and what they
 * point at, the saved values or a draft, and optionally the flow's steps and the module payloads. The Playground
 * decodes with this schema and the elements with `serverElementSchema`, and the published JSON Schema is generated
 * from both, so the file cannot drift from what the engine runs.
 */
export const serverFormPayloadSchema = v.looseObject({
  schema_version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  form: v.optional(
    v.nullable(
      v.looseObject({
        id: v.optional(v.union([v.number(), v.string()])),
        title: v.optional(v.string()),
      }),
    ),
  ),
  elements: v.array(serverElementSchema),
  enumerations: v.optional(v.array(enumerationSchema), []),
  validations: v.optional(v.array(validationRuleSchema), []),
  values: v.optional(v.nullable(fieldsRecord)),
  // Either the server's `draft` object or the fields themselves.
  draft: v.optional(v.nullable(v.union([draftSchema, fieldsRecord]))),
  steps: v.optional(v.array(flowStepSchema)),
  module_fields: v.optional(v.nullable(moduleFieldsSchema)),
});

type PayloadInput = v.InferInput<typeof serverFormPayloadSchema>;

/** A whole server payload as a server sends it (the input of {@link serverFormPayloadSchema}), lists read-only. */
export type ServerFormPayload = Omit<PayloadInput, "elements" | "enumerations" | "validations"> & {
  readonly elements: readonly ServerElement[];
  readonly enumerations?: readonly Enumeration[];
  readonly validations?: readonly ValidationRule[];
};
