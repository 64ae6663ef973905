import type { components } from "@ceremony/api-client";
import { parseContentKey } from "@ceremony/form-runtime";
import type { InitialData } from "../../api/initialData";

type Element = Pick<components["schemas"]["FormElement"], "id" | "name" | "caption">;
type Form = InitialData["forms"][number];

/** Parent id of the place forms (spec "Form parent ids: PLACE = 5"): `parent_form_data` holds a place form's values. */
export const PLACE_PARENT_ID = 5;

/** A lookup of content keys to their elements: the element the `e{id}_` prefix names, or, for a static field (no
 * prefix), the element of that name. */
export function fieldElements<E extends Pick<Element, "id" | "name">>(
  elements: readonly E[],
): (key: string) => E | null {
  const byId = new Map<number, E>();
  const byName = new Map<string, E>();
  for (const e of elements) {
    byId.set(e.id, e);
    if (!byName.has(e.name)) byName.set(e.name, e);
  }
  return (key) => {
    const { id, name } = parseContentKey(key);
    return id === null ? (byName.get(name) ?? null) : (byId.get(id) ?? null);
  };
}

/**
 * A label lookup for content keys from the elements of the forms they were filled in (see fieldElements). Null
 * when no element matches or its caption is blank, so the caller falls back to the stripped key.
 */
export function fieldCaptions(elements: readonly Element[]): (key: string) => string | null {
  const element = fieldElements(elements);
  return (key) => element(key)?.caption.trim() || null;
}

/**
 * The forms whose elements can label `parent_form_data`: the place forms of the initial data (the item does not name
 * its parent form, and only a place form is a parent of a ceremony request).
 */
export function placeForms(forms: readonly Pick<Form, "id" | "parent_id">[]): number[] {
  return forms.filter((f) => f.parent_id === PLACE_PARENT_ID).map((f) => f.id);
}
