/** Every element kind the engine renders; the renderer registry is keyed by these. */
export const ELEMENT_KINDS = [
  "text",
  "textarea",
  "numeric",
  "checkbox",
  "select",
  "multiSelect",
  "radio",
  "file",
  "files",
  "date",
  "flag",
  "location",
  "static",
  "unknown",
] as const;

/** An element kind: one renderer each. */
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Server data types (spec §3): 1 text, 2 numeric, 4 boolean, 6 list / enumeration selection. */
export type DataType = 1 | 2 | 4 | 6;

/** One choice of a select, radio or multi-select. */
export interface Option {
  readonly title: string;
  readonly value: string | number;
}

/** The `setting` of an enumeration row; cities carry `city` and their coordinates, other keys pass through. */
export interface EnumerationSetting {
  readonly city?: unknown;
  readonly lat?: number | string;
  readonly lng?: number | string;
  readonly [key: string]: unknown;
}

/**
 * An enumeration row from the initial data (select options, ceremonies, provinces, cities): one type for the
 * engine, the module editors and the map picker.
 */
export interface Enumeration {
  readonly id: number;
  readonly parent_id: number | null;
  readonly title: string;
  /** 1 = active; only active rows are offered. */
  readonly status_id: number;
  readonly priority: number;
  /** Cities carry `setting.city` plus their coordinates. */
  readonly setting?: EnumerationSetting | null;
}

/** A server regex addressed by `validation_id`. */
export interface ValidationRule {
  readonly id: number;
  readonly regex: string;
  /** The rule's own message («فقط حروف فارسی وارد کنید.»), shown instead of the generic REGEX text. */
  readonly message?: string | null;
}

/** A 0/1 flag as servers send it: boolean, number or string. */
export type ServerFlag = boolean | 0 | 1 | "0" | "1" | "true" | "false";

/**
 * One form element as the server sends it (`GET /api/form/get/{id}` → `data.elements[]`, spec §3), before decoding.
 * This is the engine's main input (`<ServerForm elements>`). Numbers may arrive as numeric strings. Decoding is
 * tolerant: an element that does not fit becomes a diagnostic slot (see `Diagnostic`), never a crash, so a payload
 * typed more loosely can still be passed to `decodeElements(unknown)`. Fields the engine does not read are ignored.
 */
export interface ServerElement {
  /** Element id; the value is submitted under `e{id}_{name}`. */
  readonly id: number | string;
  /** Field name, non-empty. */
  readonly name: string;
  /** Label shown above the control; the name is shown when absent. */
  readonly caption?: string | null;
  /** Help text under the control. */
  readonly helptxt?: string | null;
  /** Control: 1 text, 2 textarea, 4 checkbox, 5 select, 7 multi-select, 8 radio, 9 file, 10 files, 13/14 Jalali
   *  date, 15 0/1 checkbox, 28 location (needs the `./map` entry), 30 hidden value; others render a notice. */
  readonly input_type: number | string;
  /** Value type: 1 text (default), 2 numeric (input types 1 and 2 become digit fields), 4 boolean, 6 list. */
  readonly data_type?: number | string | null;
  /** Required (REQUIRED error when empty). */
  readonly required_field?: ServerFlag | null;
  /** Id of a server regex (`ValidationRule`) the non-empty value must match (REGEX error otherwise). */
  readonly validation_id?: number | string | null;
  /** Display order, ascending. */
  readonly priority?: number | string | null;
  /** 1 = active; other values hide the element. */
  readonly status_id?: number | string | null;
  /** Options come from the enumeration rows whose `parent_id` is this id (select, radio, multi-select). */
  readonly enumeration_id?: number | string | null;
  /** Inline options, used when no enumeration is given. */
  readonly options?: readonly { readonly title: string | number; readonly value: string | number }[] | null;
  /** `static` (a profile-link field sent under its plain name), `vendor` (required while the `vendor` field is 1),
   *  `no_future` / `max: "today"` (date fields refuse days after today), `after_field` (a date field's value must be
   *  after the date of the element with that name). Other keys are ignored. */
  readonly setting?: Readonly<Record<string, unknown>> | null;
  /** `file_folder`: upload folder of file fields. */
  readonly meta_data?: Readonly<Record<string, unknown>> | null;
  /** Upload folder when `meta_data.file_folder` is absent; default 'public'. */
  readonly folder?: string | null;
  /** The value of a hidden (type 30) or static field. */
  readonly value?: unknown;
  /** Same as `setting.static`. */
  readonly static?: ServerFlag | null;
}

/** What every decoded element has, whatever its kind. */
export interface ElementBase {
  /** Server element id. */
  readonly id: number;
  /** Server field name (without the `e{id}_` prefix). */
  readonly name: string;
  /** The key the value is submitted under: `e{id}_{name}`, or the plain name for static fields. */
  readonly key: string;
  readonly caption: string;
  readonly helpText: string;
  readonly inputType: number;
  readonly dataType: number;
  readonly required: boolean;
  readonly validationId: number | null;
  readonly priority: number;
  /** True when `setting.vendor` marks the field: required when the vendor field is '1'. */
  readonly vendor: boolean;
  readonly enumerationId: number | null;
  readonly options: readonly Option[];
  /** Upload folder from `meta_data.file_folder` or `folder`, default 'public'. */
  readonly folder: string;
  /** The element's own `value` (used by hidden static fields). */
  readonly staticValue: JsonValue;
  /** Jalali date fields only: refuse days after today. */
  readonly noFuture: boolean;
  /** `setting.shaba_field`: the field holds a sheba, typed after a fixed `IR` and checked with its mod-97 digits. */
  readonly sheba: boolean;
  /**
   * Set once the rules are loaded: the field's pattern accepts digits only (a landline, a national id), so it
   * gets a digit keyboard and shows Persian digits (it still sends Latin ones).
   */
  readonly digits?: boolean;
  /** Set once the rules are loaded: the message of the field's rule, shown for REGEX instead of the generic text. */
  readonly patternMessage?: string;
  /** Date fields only: the name of the element whose date this one must follow (`setting.after_field`), or null. */
  readonly afterField?: string | null;
}

/** A decoded element: the base plus its kind (a discriminated union on `kind`). */
export type FormElement = { [K in ElementKind]: ElementBase & { readonly kind: K } }[ElementKind];

/** The element of one kind. */
export type ElementOf<K extends ElementKind> = Extract<FormElement, { kind: K }>;

/** Plain JSON, the only thing the form stores and submits. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [k: string]: JsonValue };

/** The value each kind holds while the user edits. */
export interface ValueByKind {
  text: string;
  textarea: string;
  /** Digits only (already normalised to Latin). */
  numeric: string;
  checkbox: boolean;
  select: string | number | null;
  multiSelect: readonly (string | number)[];
  radio: string | number | null;
  /** Uploaded path, never file contents. */
  file: string | null;
  files: readonly string[];
  /** Unix seconds of 00:00 Tehran time of the chosen Jalali day. */
  date: number | null;
  /** 1 or 0. */
  flag: 0 | 1;
  location: JsonValue;
  static: JsonValue;
  unknown: JsonValue;
}

/** A problem found in the server payload or a server regex; never thrown, always reported. */
export interface Diagnostic {
  /** Element id when known. */
  readonly elementId: number | string | null;
  /** Path inside the payload, e.g. `elements[3].input_type`. */
  readonly path: string;
  readonly expected: string;
  readonly received: string;
  readonly message: string;
}
