import type { FieldValues } from "../db";
import { elementsOf, type FormElement, fieldKey } from "../initial/elements";

/** The form's elements with `value` filled from stored values (hidden fields keep their static value). */
export function elementsWithValues(formId: number, values: FieldValues | null): FormElement[] {
  return elementsOf(formId).map((element) => {
    const stored = values?.[fieldKey(element)];
    if (element.input_type === 30 || stored === undefined) return element;
    return { ...element, value: stored };
  });
}

/** `draft` of a content form answer: null, or the pending edit's values. */
export function draftOf(draft: FieldValues | null): { content: { fields: FieldValues } } | null {
  return draft ? { content: { fields: draft } } : null;
}
