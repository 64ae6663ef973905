import type { components } from "@ceremony/api-client";
import { stripKeyPrefix } from "@ceremony/form-runtime";
import type { InitialData } from "../../api/initialData";

/** A customer's request / readiness / accepted item (spec §3 "Service item"). */
export type ServiceItem = components["schemas"]["ServiceItem"];
export type Enumeration = InitialData["enumerations"][number];

/** The customer's full name, or null when the server gave none. */
export function customerName(item: Pick<ServiceItem, "customer">): string | null {
  const name = [item.customer.first_name, item.customer.last_name].filter(Boolean).join(" ").trim();
  return name || null;
}

/** Active children of an enumeration, by priority (spec §5 "Options"). */
export function activeOptions(enumerations: readonly Enumeration[], parentId: number): Enumeration[] {
  return enumerations
    .filter((e) => e.parent_id === parentId && e.status_id === 1)
    .sort((a, b) => a.priority - b.priority);
}

/** The title of an enumeration entry by id (the ceremony of an item), whatever its status. */
export function enumerationTitle(
  enumerations: readonly Enumeration[],
  id: number | null | undefined,
): string | null {
  if (id === null || id === undefined) return null;
  return enumerations.find((e) => e.id === id)?.title ?? null;
}

/** The value a status enumeration child stands for: `setting.value`, the list's status id. */
function statusValue(e: Enumeration): number | null {
  const value = e.setting?.value;
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) ? n : null;
}

/** The status title of `statusId` from a status enumeration (request statuses 9, accepted statuses 11). */
export function statusTitle(
  enumerations: readonly Enumeration[],
  parentId: number,
  statusId: number,
): string | null {
  return enumerations.find((e) => e.parent_id === parentId && statusValue(e) === statusId)?.title ?? null;
}

/** The status choices of a status enumeration (value and title), by priority. */
export function statusOptions(
  enumerations: readonly Enumeration[],
  parentId: number,
): { value: number; title: string }[] {
  return activeOptions(enumerations, parentId).flatMap((e) => {
    const value = statusValue(e);
    return value === null ? [] : [{ value, title: e.title }];
  });
}

type FieldValue = NonNullable<ServiceItem["parent_form_data"]>[string];

/** A content value as display text, or null when there is nothing a person could read (empty, objects, files). */
export function displayValue(value: FieldValue | undefined, yes: string, no: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? yes : no;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.trim() ? value : null;
  if (Array.isArray(value)) {
    const parts = value
      .map((v) => displayValue(v as FieldValue, yes, no))
      .filter((v): v is string => v !== null);
    return parts.length ? parts.join("، ") : null;
  }
  return null;
}

/**
 * The displayable fields of a content map: labelled with the element's caption when `caption` knows the key, else
 * the key with its `e{id}_` prefix stripped; values read by their element when `format` knows it; the ignored keys left out (`parnet_ignore_fields`, spelling as the
 * server gives it), values that have no readable text dropped.
 */
export function displayFields(
  values: ServiceItem["parent_form_data"] | undefined,
  options: {
    ignore?: readonly string[];
    yes: string;
    no: string;
    caption?: (key: string) => string | null;
    /** Reads a value by its element (see formatFieldValue); undefined leaves it to the plain reading. */
    format?: (key: string, value: FieldValue) => string | null | undefined;
  },
): { key: string; label: string; value: string }[] {
  if (!values) return [];
  const ignore = new Set(options.ignore ?? []);
  return Object.entries(values).flatMap(([key, raw]) => {
    const stripped = stripKeyPrefix(key);
    if (ignore.has(key) || ignore.has(stripped)) return [];
    const label = options.caption?.(key) ?? stripped;
    const formatted = options.format?.(key, raw);
    const value = formatted === undefined ? displayValue(raw, options.yes, options.no) : formatted;
    return value === null ? [] : [{ key, label, value }];
  });
}
