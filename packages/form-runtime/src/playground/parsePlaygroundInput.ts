import * as v from "valibot";
import type { ContentPayload } from "../core/adapters";
import { describeValue } from "../core/decode";
import type { Diagnostic, Enumeration, ValidationRule } from "../core/types";
import { serverFormPayloadSchema } from "../schema/payloadSchema";

/** What the Playground renders from the pasted JSON. */
export interface PlaygroundInput {
  readonly formId: number | string | null;
  readonly title: string | undefined;
  /** Raw elements, decoded (with diagnostics) by the engine itself. */
  readonly elements: unknown;
  readonly enumerations: readonly Enumeration[];
  readonly validations: readonly ValidationRule[];
  readonly content: ContentPayload | null;
  /** The payload's declared `schema_version` (null when none): a newer one shows the engine's notice. */
  readonly schemaVersion: number | null;
}

// The published payload schema, with the elements left to the engine's own decoder: a malformed element becomes
// a diagnostic slot in the preview instead of refusing the whole paste.
const wrapperSchema = v.looseObject({ ...serverFormPayloadSchema.entries, elements: v.unknown() });

/** Result of parsing the Playground text: the input, or diagnostics explaining why it cannot be rendered. */
export type PlaygroundParse =
  | { readonly ok: true; readonly input: PlaygroundInput }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * Parse the Playground JSON: an array of form elements, or
 * `{ form?, elements, enumerations?, validations?: [{ id, regex }], values?, draft? }`.
 */
export function parsePlaygroundInput(text: string): PlaygroundParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error: unknown) {
    const reason = String(error);
    return {
      ok: false,
      diagnostics: [
        {
          elementId: null,
          path: "$",
          expected: "valid JSON",
          received: reason,
          message: "The text is not valid JSON.",
        },
      ],
    };
  }
  if (Array.isArray(json)) {
    return {
      ok: true,
      input: {
        formId: null,
        title: undefined,
        elements: json,
        enumerations: [],
        validations: [],
        content: null,
        schemaVersion: null,
      },
    };
  }
  const result = v.safeParse(wrapperSchema, json);
  if (!result.success) {
    return {
      ok: false,
      // valibot's inferred issue union for this schema is too deep for TypeScript; every issue is a BaseIssue.
      diagnostics: (result.issues as readonly v.BaseIssue<unknown>[]).map((issue) => ({
        elementId: null,
        path: `$${(issue.path ?? []).map((p) => ("key" in p ? `.${String(p.key)}` : "")).join("")}`,
        expected: issue.expected ?? issue.message,
        received: issue.received ?? describeValue(issue.input),
        message: issue.message,
      })),
    };
  }
  const { form, elements, enumerations, validations, values, draft, schema_version } = result.output;
  const draftFields = draft
    ? "content" in draft && isContent(draft.content)
      ? draft.content.fields
      : draft
    : null;
  return {
    ok: true,
    input: {
      formId: form?.id ?? null,
      title: form?.title,
      elements,
      enumerations,
      validations,
      schemaVersion: schema_version ?? null,
      content:
        values || draftFields
          ? { fields: values ?? null, draft: draftFields ? { content: { fields: draftFields } } : null }
          : null,
    },
  };
}

function isContent(value: unknown): value is { fields: Record<string, unknown> } {
  return typeof value === "object" && value !== null && "fields" in value;
}
