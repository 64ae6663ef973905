import { elementsOf, type FormElement } from "./elements";
import { activeOptions, type Enumeration } from "./enumerations";
import { FORMS } from "./forms";
import { VALIDATIONS, type Validation } from "./validations";

/** One seeded form as a designer's story needs it: its elements and what they point at. */
export interface FormFixture {
  readonly id: number;
  readonly title: string;
  readonly elements: readonly FormElement[];
  readonly enumerations: readonly Enumeration[];
  readonly validations: readonly { readonly id: number; readonly regex: string }[];
}

/**
 * Every seeded form that has elements, with the active options of the enumerations its elements use and the
 * regexes of their validation ids: what form-runtime's Storybook renders (written to
 * packages/form-runtime/src/testing/seededForms.json by scripts/form-fixtures.ts).
 */
export function buildFormFixtures(): FormFixture[] {
  return FORMS.flatMap((form) => {
    const elements = elementsOf(form.id);
    if (elements.length === 0) return [];
    const parents = [
      ...new Set(elements.flatMap((e) => (e.enumeration_id === null ? [] : [e.enumeration_id]))),
    ];
    const validationIds = new Set(
      elements.flatMap((e) => (e.validation_id === null ? [] : [e.validation_id])),
    );
    return [
      {
        id: form.id,
        title: form.title,
        elements,
        enumerations: parents.flatMap((parent) => activeOptions(parent)),
        // The rule's message travels with it, as in the initial data (issue 26 item 12).
        validations: VALIDATIONS.filter((v: Validation) => validationIds.has(v.id)).map(
          ({ id, regex, message }) => ({ id, regex, message }),
        ),
      },
    ];
  });
}

/** Where the fixtures live, relative to the repository root. */
export const FORM_FIXTURES_PATH = "packages/form-runtime/src/testing/seededForms.json";

/** The fixtures file's exact text (stable order, two-space indent, final newline). */
export function formFixturesText(): string {
  return `${JSON.stringify(buildFormFixtures(), null, 2)}\n`;
}
