import * as v from "valibot";
import { toJson } from "./conversions";
import { submitKey } from "./keys";
import type { DataType, Diagnostic, ElementKind, FormElement, Option, ServerElement } from "./types";

const intLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/))]),
  v.transform(Number),
  v.integer(),
);
const optionalInt = v.optional(v.nullable(intLike), null);
const optionalText = v.optional(v.nullable(v.string()), null);
const boolLike = v.optional(
  v.nullable(v.union([v.boolean(), v.picklist([0, 1, "0", "1", "true", "false"])])),
  false,
);

const optionSchema = v.looseObject({
  title: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  value: v.union([v.string(), v.pipe(v.number(), v.finite())]),
});

/** The server element as valibot sees it: lenient about numbers sent as strings, strict about shapes. */
export const serverElementSchema = v.looseObject({
  id: intLike,
  name: v.pipe(v.string(), v.minLength(1, "a non-empty name")),
  caption: optionalText,
  helptxt: optionalText,
  input_type: intLike,
  data_type: optionalInt,
  required_field: boolLike,
  validation_id: optionalInt,
  priority: v.optional(v.nullable(v.pipe(v.union([v.number(), v.string()]), v.transform(Number))), null),
  status_id: optionalInt,
  enumeration_id: optionalInt,
  options: v.optional(v.nullable(v.array(optionSchema)), null),
  setting: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  meta_data: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  folder: optionalText,
  value: v.optional(v.unknown()),
  static: boolLike,
});

type DecodedServerElement = v.InferOutput<typeof serverElementSchema>;

/** Compile-time guard: every `ServerElement` the type allows passes the schema's input type (they cannot drift). */
type Assignable<T extends U, U> = T;
type SchemaInput = v.InferInput<typeof serverElementSchema>;
export type ServerElementFitsSchema = [
  Assignable<Omit<ServerElement, "options">, Omit<SchemaInput, "options">>,
  Assignable<NonNullable<ServerElement["options"]>[number], NonNullable<SchemaInput["options"]>[number]>,
];

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);
const isNil = (x: unknown): x is null | undefined => x === undefined || x === null;
const BOOL_LIKE: ReadonlySet<unknown> = new Set([true, false, 0, 1, "0", "1", "true", "false"]);
const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const isOption = (o: unknown): boolean =>
  isRecord(o) &&
  (typeof o.title === "string" || (typeof o.title === "number" && !Number.isNaN(o.title))) &&
  (typeof o.value === "string" || (typeof o.value === "number" && Number.isFinite(o.value)));

/**
 * The schema's output for an element already in the wire's usual form (numbers as numbers, flags as 0/1 or
 * booleans), built with plain checks; null for anything else, which then goes through valibot. Running the schema
 * on every element of a 1000-field form was about a third of a second of mount on a phone-class CPU, most of it
 * cold code; a test checks that both paths give the same output.
 */
export function decodeUsualElement(raw: unknown): DecodedServerElement | null {
  if (!isRecord(raw)) return null;
  const { id, name, caption, helptxt, input_type, data_type, required_field, validation_id, priority } = raw;
  const { status_id, enumeration_id, options, setting, meta_data, folder } = raw;
  if (!isInt(id) || typeof name !== "string" || name.length === 0 || !isInt(input_type)) return null;
  if (!(isNil(caption) || typeof caption === "string") || !(isNil(helptxt) || typeof helptxt === "string"))
    return null;
  if (!(isNil(folder) || typeof folder === "string")) return null;
  for (const x of [data_type, validation_id, status_id, enumeration_id])
    if (!(isNil(x) || isInt(x))) return null;
  if (!(isNil(priority) || (typeof priority === "number" && !Number.isNaN(priority)))) return null;
  if (!(required_field === undefined || required_field === null || BOOL_LIKE.has(required_field)))
    return null;
  if (!(raw.static === undefined || raw.static === null || BOOL_LIKE.has(raw.static))) return null;
  if (!(isNil(setting) || isRecord(setting)) || !(isNil(meta_data) || isRecord(meta_data))) return null;
  if (!(isNil(options) || (Array.isArray(options) && options.every(isOption)))) return null;
  return {
    ...raw,
    id,
    name,
    caption: caption ?? null,
    helptxt: helptxt ?? null,
    input_type,
    data_type: data_type ?? null,
    required_field: required_field === undefined ? false : required_field,
    validation_id: validation_id ?? null,
    priority: priority ?? null,
    status_id: status_id ?? null,
    enumeration_id: enumeration_id ?? null,
    options: isNil(options)
      ? null
      : (options as { title: string | number; value: string | number }[]).map((o) => ({
          ...o,
          title: String(o.title),
          value: o.value,
        })),
    setting: setting ?? null,
    meta_data: meta_data ?? null,
    folder: folder ?? null,
    static: raw.static === undefined ? false : raw.static,
  } as DecodedServerElement;
}

/** One slot of the decoded form, in display order: a valid element, or a bad one with its diagnostics. */
export type DecodedItem =
  | { readonly ok: true; readonly element: FormElement }
  | { readonly ok: false; readonly slot: string; readonly diagnostics: readonly Diagnostic[] };

/** The result of decoding: never throws. */
export interface DecodedForm {
  readonly items: readonly DecodedItem[];
  readonly elements: readonly FormElement[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Input type and data type → element kind (rule in docs/decisions/form-runtime.md). */
export function kindOf(inputType: number, dataType: number): ElementKind {
  switch (inputType) {
    case 1:
      return dataType === 2 ? "numeric" : "text";
    case 2:
      return dataType === 2 ? "numeric" : "textarea";
    case 4:
      return "checkbox";
    case 5:
      return "select";
    case 7:
      return "multiSelect";
    case 8:
      return "radio";
    case 9:
      return "file";
    case 10:
      return "files";
    case 13:
    case 14:
      return "date";
    case 15:
      return "flag";
    case 28:
      return "location";
    case 30:
      return "static";
    default:
      return "unknown";
  }
}

/** Short, readable description of a received value for a diagnostic. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === "object") return "object";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return `${typeof value} ${String(value)}`;
}

function pathOf(base: string, issue: v.BaseIssue<unknown>): string {
  let path = base;
  for (const item of issue.path ?? []) {
    const key = "key" in item ? item.key : undefined;
    if (typeof key === "number") path += `[${key}]`;
    else if (typeof key === "string") path += `.${key}`;
  }
  return path;
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

function toElement(raw: DecodedServerElement): FormElement {
  const inputType = raw.input_type;
  const dataType = raw.data_type ?? 1;
  const kind = kindOf(inputType, dataType);
  const setting = raw.setting ?? {};
  // A static field (spec: the profile-link fields) is marked by `setting.static`; a hidden value (type 30) is not
  // static by itself and keeps its `e{id}_` key.
  const isStatic = truthy(setting.static) || truthy(raw.static);
  const meta = raw.meta_data ?? {};
  const fileFolder = typeof meta.file_folder === "string" && meta.file_folder ? meta.file_folder : null;
  const options: Option[] = (raw.options ?? []).map((o) => ({ title: o.title, value: o.value }));
  const priority = raw.priority !== null && Number.isFinite(raw.priority) ? raw.priority : 0;
  return {
    kind,
    id: raw.id,
    name: raw.name,
    key: submitKey(raw.id, raw.name, isStatic),
    caption: raw.caption ?? "",
    helpText: raw.helptxt ?? "",
    inputType,
    dataType: dataType as DataType,
    required: truthy(raw.required_field),
    validationId: raw.validation_id,
    priority,
    vendor: truthy(setting.vendor),
    enumerationId: raw.enumeration_id,
    options,
    folder: fileFolder ?? (raw.folder || "public"),
    staticValue: toJson(raw.value),
    noFuture: truthy(setting.no_future) || setting.max === "today",
    sheba: truthy(setting.shaba_field),
    afterField:
      typeof setting.after_field === "string" && setting.after_field !== "" ? setting.after_field : null,
  } as FormElement;
}

/**
 * Decode a server element list. Valid elements are kept (sorted by priority); each malformed element
 * becomes a slot with diagnostics (id, path, expected, received). Inactive elements (status_id ≠ 1) are skipped.
 */
export function decodeElements(payload: unknown, basePath = "elements"): DecodedForm {
  if (!Array.isArray(payload)) {
    const diagnostic: Diagnostic = {
      elementId: null,
      path: basePath,
      expected: "an array of form elements",
      received: describeValue(payload),
      message: "The form payload is not a list of elements.",
    };
    return {
      items: [{ ok: false, slot: basePath, diagnostics: [diagnostic] }],
      elements: [],
      diagnostics: [diagnostic],
    };
  }
  const decoded: { item: DecodedItem; priority: number; index: number }[] = [];
  const unknownReports: Diagnostic[] = [];
  const seenKeys = new Set<string>();
  // A bad element sorts right after the element the server sent before it, so it stays near its place.
  let lastPriority = Number.NEGATIVE_INFINITY;
  payload.forEach((raw: unknown, index) => {
    const path = `${basePath}[${index}]`;
    const rawId =
      raw &&
      typeof raw === "object" &&
      "id" in raw &&
      (typeof raw.id === "number" || typeof raw.id === "string")
        ? raw.id
        : null;
    const usual = decodeUsualElement(raw);
    const result = usual
      ? ({ success: true, output: usual } as const)
      : v.safeParse(serverElementSchema, raw);
    if (!result.success) {
      const diagnostics = result.issues.map(
        (issue): Diagnostic => ({
          elementId: rawId,
          path: pathOf(path, issue),
          expected: issue.expected ?? issue.message,
          received: issue.received,
          message: issue.message,
        }),
      );
      decoded.push({ item: { ok: false, slot: path, diagnostics }, priority: lastPriority, index });
      return;
    }
    if (result.output.status_id !== null && result.output.status_id !== 1) return;
    const element = toElement(result.output);
    if (seenKeys.has(element.key)) {
      const diagnostic: Diagnostic = {
        elementId: element.id,
        path: `${path}.name`,
        expected: "a key used by one element only",
        received: JSON.stringify(element.key),
        message: `Duplicate field key ${element.key}; the later element is not rendered.`,
      };
      decoded.push({
        item: { ok: false, slot: path, diagnostics: [diagnostic] },
        priority: lastPriority,
        index,
      });
      return;
    }
    seenKeys.add(element.key);
    lastPriority = element.priority;
    decoded.push({ item: { ok: true, element }, priority: element.priority, index });
    if (element.kind === "unknown") {
      // Rendered by the unknown-element fallback, and reported so designers see why.
      unknownReports.push({
        elementId: element.id,
        path: `${path}.input_type`,
        expected: "a known input type (1, 2, 4, 5, 7, 8, 9, 10, 13, 14, 15, 28, 30)",
        received: String(element.inputType),
        message: `Unknown input type ${element.inputType}.`,
      });
    }
  });
  decoded.sort((a, b) => a.priority - b.priority || a.index - b.index);
  const items = decoded.map((d) => d.item);
  const elements = items.flatMap((item) => (item.ok ? [item.element] : []));
  const diagnostics = [...items.flatMap((item) => (item.ok ? [] : item.diagnostics)), ...unknownReports];
  return { items, elements, diagnostics };
}
