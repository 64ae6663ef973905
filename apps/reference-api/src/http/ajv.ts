import { toPersianDigits } from "@ceremony/persian-text";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { messages } from "../messages";
import type { ErrorDetail } from "./errors";
import type { OpenApiDocument } from "./openapi";

// ajv-formats is CommonJS: under Node ESM its default export arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** Key the whole OpenAPI document is registered under, so `openapi#/components/...` resolves. */
export const DOC_ID = "openapi";

/** OpenAPI-only formats that carry no check of their own. */
const LOOSE_FORMATS = ["int32", "int64", "float", "double", "byte", "binary", "password", "html", "text"];

/** An Ajv 2020 instance holding the document; `coerce` turns query/form strings into the declared types. */
export function createAjv(doc: OpenApiDocument, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? "array" : false,
    validateFormats: true,
    // The document is data here: its own ids must not clash with ours.
    addUsedSchema: false,
    // Errors carry their schema, so a refusal can name the field by its contract `title` (fieldRefusal).
    verbose: true,
  });
  addFormats(ajv);
  for (const name of LOOSE_FORMATS) ajv.addFormat(name, true);
  ajv.addSchema({ ...doc, $id: DOC_ID } as object, DOC_ID);
  return ajv;
}

/** Rewrites local `$ref`s of a schema copied out of the document so they still resolve against it. */
export function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof inner === "string" && inner.startsWith("#/")
        ? `${DOC_ID}${inner}`
        : rebaseRefs(inner);
  }
  return out;
}

const PERSIAN_LETTER = /[\u0600-\u06FF]/;

/** The Persian `title` of a schema, when the contract gives one. */
function titleOf(schema: unknown): string | null {
  const title = (schema as { title?: unknown } | null | undefined)?.title;
  return typeof title === "string" && PERSIAN_LETTER.test(title) ? title : null;
}

/**
 * A Persian sentence naming the field of an Ajv error by its contract `title` (issue 26 item 9: 'اطلاعات ارسالی
 * معتبر نیست' left the provider guessing which field); null when the field has no Persian title.
 */
function fieldRefusal(e: ErrorObject): string | null {
  const parent = e.parentSchema as Record<string, unknown> | undefined;
  if (e.keyword === "required") {
    const missing = String((e.params as { missingProperty?: string }).missingProperty);
    const title = titleOf((parent?.properties as Record<string, unknown> | undefined)?.[missing]);
    return title ? messages.fieldRequired(title) : null;
  }
  const title = titleOf(parent);
  if (!title) return null;
  const limit = (e.params as { limit?: unknown }).limit;
  if (e.keyword === "maxLength" && typeof limit === "number")
    return messages.fieldTooLong(title, toPersianDigits(String(limit)));
  if (e.keyword === "minLength") return messages.fieldRequired(title);
  return messages.fieldInvalid(title);
}

/**
 * Turns Ajv errors into details whose path starts with the location: `/body/username`, `/query/limit`. A field
 * the contract titles in Persian gets a Persian message naming it; the others keep Ajv's text.
 */
export function toDetails(where: string, errors: ErrorObject[] | null | undefined): ErrorDetail[] {
  return (errors ?? []).map((e) => {
    const missing =
      e.keyword === "required"
        ? `/${String((e.params as { missingProperty?: string }).missingProperty)}`
        : "";
    const extra =
      e.keyword === "additionalProperties"
        ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
        : "";
    return {
      path: `/${where}${e.instancePath}${missing}`.replace(/\/+$/, ""),
      message: fieldRefusal(e) ?? `${e.message ?? e.keyword}${extra}`,
    };
  });
}

/**
 * The contract's own Persian message for a failed check: a schema may carry `x-messages` keyed by keyword (the
 * `Price` schema says a negative or fractional amount is refused, rather than the generic "invalid request").
 * The first error whose schema has one wins.
 */
export function schemaMessage(doc: OpenApiDocument, errors: ErrorObject[] | null | undefined): string | null {
  const ownOf = (node: unknown, keyword: string) =>
    (node as { "x-messages"?: Record<string, unknown> } | undefined)?.["x-messages"]?.[keyword];
  for (const e of errors ?? []) {
    // A schema Ajv compiled on its own (one holding a $ref, such as an array of references) reports paths from its
    // own root, which name no place in the document: its parent schema still carries the message.
    const fromParent = ownOf(e.parentSchema, e.keyword);
    if (typeof fromParent === "string") return fromParent;
    const match = /^#\/(.+)\/([^/]+)$/.exec(e.schemaPath);
    if (!match?.[1]) continue;
    let node: unknown = doc;
    for (const part of match[1].split("/")) {
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    const own = ownOf(node, e.keyword);
    if (typeof own === "string") return own;
  }
  return null;
}
