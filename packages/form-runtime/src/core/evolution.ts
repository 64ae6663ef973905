import type { DecodedItem } from "./decode";
import { PAYLOAD_SCHEMA_VERSION } from "./payloadVersion";

/**
 * What a form does with what this engine cannot show: an element kind it does not know, or a payload that
 * declares a newer `schema_version`. `drop` leaves them out silently; `notice` (the default) shows a notice in
 * their place (and above a newer payload) and submits the rest; `block` shows the notice and refuses to submit,
 * with a Persian message, until the app is updated.
 */
export type EvolutionPolicy = "drop" | "notice" | "block";

/** The default policy: a provider sees that something is missing and can still send what they filled. */
export const DEFAULT_EVOLUTION_POLICY: EvolutionPolicy = "notice";

/** A form load's elements and the schema version its payload declares (null when it declares none). */
export interface UnwrappedPayload {
  readonly elements: unknown;
  readonly schemaVersion: number | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** Accepts the element list alone or a payload object `{ schema_version?, elements }` (what `loadForm` resolves). */
export function unwrapPayload(raw: unknown): UnwrappedPayload {
  if (isRecord(raw) && "elements" in raw) {
    const version = raw.schema_version;
    return { elements: raw.elements, schemaVersion: typeof version === "number" ? version : null };
  }
  return { elements: raw, schemaVersion: null };
}

/** How the policy shapes a decoded form: the slots to render, the form-level notice, whether submit is refused. */
export interface EvolutionOutcome {
  readonly items: readonly DecodedItem[];
  readonly notice: "newer" | "blocked" | null;
  readonly blocksSubmit: boolean;
}

const isUnknown = (item: DecodedItem) => item.ok && item.element.kind === "unknown";

/** Applies `policy` to the decoded slots of a payload that declared `schemaVersion`. */
export function applyEvolution(
  items: readonly DecodedItem[],
  schemaVersion: number | null,
  policy: EvolutionPolicy,
): EvolutionOutcome {
  const newer = schemaVersion !== null && schemaVersion > PAYLOAD_SCHEMA_VERSION;
  const unknown = items.some(isUnknown);
  if (policy === "drop")
    return { items: items.filter((i) => !isUnknown(i)), notice: null, blocksSubmit: false };
  if (policy === "block" && (newer || unknown)) return { items, notice: "blocked", blocksSubmit: true };
  return { items, notice: newer ? "newer" : null, blocksSubmit: false };
}
