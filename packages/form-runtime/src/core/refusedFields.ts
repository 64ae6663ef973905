import type { FormElement } from "./types";

/**
 * The fields a refused submit names, by element key with the server's text: read from the error's `details`
 * (`[{path, message}]`, the error body's own field, as the panel's api-client errors carry it), a path naming the
 * key as is or as its last segment (`/body/e12_title`). Empty when the error names none of the form's fields.
 */
export function refusedFields(error: unknown, elements: readonly FormElement[]): Map<string, string> {
  const found = new Map<string, string>();
  const fields = (error as { details?: unknown } | null)?.details;
  if (!Array.isArray(fields)) return found;
  const keys = new Set(elements.map((e) => e.key));
  for (const field of fields as unknown[]) {
    const { path, message } = (typeof field === "object" && field !== null ? field : {}) as Record<
      string,
      unknown
    >;
    if (typeof path !== "string") continue;
    const key = path.split("/").filter(Boolean).at(-1) ?? "";
    if (keys.has(key) && !found.has(key)) found.set(key, typeof message === "string" ? message : "");
  }
  return found;
}
