import { PAYLOAD_SCHEMA_VERSION } from "../core/payloadVersion";
import type { ElementKind, ServerElement } from "../core/types";
import type { ServerFormPayload } from "../schema/payloadSchema";

/** The input and data type the server sends for each kind the engine knows. */
const WIRE_TYPES: Readonly<Record<Exclude<ElementKind, "unknown">, readonly [number, number]>> = {
  text: [1, 1],
  textarea: [2, 1],
  numeric: [1, 2],
  checkbox: [4, 4],
  select: [5, 6],
  multiSelect: [7, 6],
  radio: [8, 6],
  file: [9, 1],
  files: [10, 1],
  date: [13, 1],
  flag: [15, 4],
  location: [28, 1],
  static: [30, 1],
};

/** Fields of a built element besides its kind: `id` and `name` are required, the rest as the server sends them. */
export type ElementFields = Omit<ServerElement, "input_type" | "data_type"> &
  Partial<Pick<ServerElement, "input_type" | "data_type">>;

/**
 * A server element of the given kind, with the input and data type the server would send for it (active, by the
 * id as priority unless given): `serverElement("select", { id: 3, name: "ceremony", options })`.
 */
export function serverElement(kind: Exclude<ElementKind, "unknown">, fields: ElementFields): ServerElement {
  const [input_type, data_type] = WIRE_TYPES[kind];
  return { input_type, data_type, status_id: 1, priority: Number(fields.id), ...fields };
}

/**
 * A whole server payload (the shape `server-form.schema.json` describes), at the engine's schema version unless
 * given: `serverFormPayload({ elements: [serverElement("text", { id: 1, name: "title" })] })`.
 */
export function serverFormPayload(payload: ServerFormPayload): ServerFormPayload {
  return { schema_version: PAYLOAD_SCHEMA_VERSION, ...payload };
}
