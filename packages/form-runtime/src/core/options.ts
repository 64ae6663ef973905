import type { Enumeration, FormElement, Option } from "./types";

/** Only active rows (`status_id` 1), ordered by `priority`; ties keep their order (the sort is stable). */
export function activeSorted<T extends Pick<Enumeration, "status_id" | "priority">>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.status_id === 1).sort((a, b) => a.priority - b.priority);
}

/**
 * Options of an element: its own `options`, or with `enumeration_id` E the enumerations whose `parent_id` is E,
 * active only (`status_id` 1), sorted by `priority` (stable on ties).
 */
export function optionsFor(element: FormElement, enumerations: readonly Enumeration[]): readonly Option[] {
  if (element.enumerationId === null) return element.options;
  const parent = element.enumerationId;
  return activeSorted(enumerations.filter((e) => e.parent_id === parent)).map((e) => ({
    title: e.title,
    value: e.id,
  }));
}

/** The enumeration parent ids a form needs, for one `loadEnumerations` call. */
export function enumerationIdsOf(elements: readonly FormElement[]): number[] {
  const ids = new Set<number>();
  for (const element of elements) if (element.enumerationId !== null) ids.add(element.enumerationId);
  return [...ids];
}

/** Find the option whose value equals `value`, comparing as text (servers send 3 and "3" alike). */
export function findOption(options: readonly Option[], value: unknown): Option | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value);
  return options.find((o) => String(o.value) === text);
}
