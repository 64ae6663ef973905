import type { FormElement } from "../core/types";
import type { FieldIds } from "./types";

/** DOM ids of a field; `describedBy` lists help and error only when they are shown. */
export function fieldIds(prefix: string, element: FormElement, hasError: boolean): FieldIds {
  const base = `${prefix}-e${element.id}`;
  const help = `${base}-help`;
  const error = `${base}-error`;
  const parts = [element.helpText ? help : "", hasError ? error : ""].filter(Boolean);
  return {
    control: base,
    label: `${base}-label`,
    help,
    error,
    describedBy: parts.length > 0 ? parts.join(" ") : undefined,
  };
}
