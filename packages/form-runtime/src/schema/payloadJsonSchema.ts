import { toJsonSchema } from "@valibot/to-json-schema";
import { serverElementSchema } from "../core/decode";
import { PAYLOAD_SCHEMA_VERSION } from "../core/payloadVersion";
import {
  draftSchema,
  enumerationSchema,
  flowStepSchema,
  moduleFieldsSchema,
  serverFormPayloadSchema,
  validationRuleSchema,
} from "./payloadSchema";

/** Where the published schema lives, relative to the package root (exported as `./server-form.schema.json`). */
export const PAYLOAD_SCHEMA_FILE = "server-form.schema.json";

/**
 * The published JSON Schema, generated from the valibot schemas the engine decodes with. It describes what a
 * server should send (the input side): the engine's trimming of numeric strings is not expressed, so the file is
 * a little stricter than the decoder, never looser.
 */
export function payloadJsonSchema(): Record<string, unknown> {
  const generated = toJsonSchema(serverFormPayloadSchema, {
    target: "draft-2020-12",
    typeMode: "input",
    // JSON numbers are always finite, and the schema describes numeric strings as sent (untrimmed).
    ignoreActions: ["trim", "finite"],
    errorMode: "throw",
    definitions: {
      ServerElement: serverElementSchema,
      Enumeration: enumerationSchema,
      ValidationRule: validationRuleSchema,
      Draft: draftSchema,
      FlowStep: flowStepSchema,
      ModuleFields: moduleFieldsSchema,
    },
  });
  const { $schema, ...rest } = generated as Record<string, unknown>;
  return {
    $schema,
    title: "Server form payload",
    description: `A server form for @ceremony/form-runtime (payload schema version ${PAYLOAD_SCHEMA_VERSION}): elements, enumerations, validations, saved values or a draft, flow steps and module payloads (price, timetable, location). Each part is also under $defs for validating one endpoint's answer. Generated from the engine's valibot decoders; do not edit by hand.`,
    ...rest,
  };
}

/** The file's exact text (two-space indent, final newline). */
export function payloadJsonSchemaText(): string {
  return `${JSON.stringify(payloadJsonSchema(), null, 2)}\n`;
}
