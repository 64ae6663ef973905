import type { ContentPayload } from "./adapters";
import { emptyValue, type HeldValue, readServerValue, toSubmitValue } from "./conversions";
import type { TypedValues } from "./draftStore";
import { parseContentKey } from "./keys";
import type { FormElement, JsonValue } from "./types";

/** Values a form starts with, and which fields could not show their saved value. */
export interface InitialValues {
  readonly values: Record<string, HeldValue>;
  /** Keys whose saved value does not fit the field (failure-fields placeholder). */
  readonly failedKeys: ReadonlySet<string>;
  /** True when the server returned a draft awaiting admin review. */
  readonly hasDraft: boolean;
  /** True when values typed earlier on this device were restored. */
  readonly restored: boolean;
}

function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Index content fields by element: exact key, then `e{id}_…` with the element id, then the plain name. */
function fieldFor(element: FormElement, fields: Readonly<Record<string, unknown>>): unknown {
  if (Object.hasOwn(fields, element.key)) return fields[element.key];
  for (const [key, value] of Object.entries(fields)) {
    const parsed = parseContentKey(key);
    if (parsed.id === element.id) return value;
  }
  return Object.hasOwn(fields, element.name) ? fields[element.name] : undefined;
}

/**
 * Compose the starting values: empty, then saved content, then the server draft (it is newer than the content),
 * then what the user typed on this device (newest of all).
 */
export function initialValues(
  elements: readonly FormElement[],
  content: ContentPayload | null,
  typed: TypedValues | null,
): InitialValues {
  const values: Record<string, HeldValue> = {};
  const failed = new Set<string>();
  const saved = asRecord(content?.fields) ?? {};
  const draft = asRecord(content?.draft?.content?.fields);
  let restored = false;
  for (const element of elements) {
    values[element.key] = emptyValue(element);
    for (const source of [saved, draft ?? {}]) {
      const raw = fieldFor(element, source);
      if (raw === undefined) continue;
      const read = readServerValue(element, raw);
      values[element.key] = read.value;
      if (read.fits) failed.delete(element.key);
      else failed.add(element.key);
    }
    if (typed && Object.hasOwn(typed, element.key) && !failed.has(element.key) && element.kind !== "static") {
      // The form definition may have changed since: only restore a value that still fits the field.
      const read = readServerValue(element, typed[element.key]);
      if (read.fits) {
        values[element.key] = read.value;
        restored = true;
      }
    }
  }
  return { values, failedKeys: failed, hasDraft: draft !== null, restored };
}

/**
 * The exact JSON body of a submit: every field under its submit key, then `form_id`, then `id` when editing.
 * Fields showing the failure placeholder send their saved value unchanged.
 */
export function buildSubmitBody(
  elements: readonly FormElement[],
  values: Readonly<Record<string, unknown>>,
  formId: number | string | null,
  contentId: number | string | null,
): Record<string, JsonValue> {
  const body: Record<string, JsonValue> = {};
  for (const element of elements) {
    if (element.kind === "unknown") continue;
    body[element.key] = toSubmitValue(element, values[element.key]);
  }
  if (formId !== null) body.form_id = formId;
  if (contentId !== null) body.id = contentId;
  return body;
}
