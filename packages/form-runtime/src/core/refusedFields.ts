import type { FormElement } from "./types";

function entries(list: unknown): Record<string, unknown>[] {
  return Array.isArray(list)
    ? list.flatMap((e: unknown) =>
        typeof e === "object" && e !== null ? [e as Record<string, unknown>] : [],
      )
    : [];
}

/**
 * The fields a refused submit names, by element key with the server's text, in the form's order: read from the
 * error's `fieldErrors` (`[{key, message}]`, as `SubmitRefusedError` carries them), else from its `details`
 * (`[{path, message}]`, a path naming the key as is or as its last segment, `/body/e12_title`). Empty when the error
 * names none of the form's fields.
 */
export function refusedFields(error: unknown, elements: readonly FormElement[]): Map<string, string> {
  const named = new Map<string, string>();
  const source = error as { fieldErrors?: unknown; details?: unknown } | null;
  for (const { key, message } of entries(source?.fieldErrors))
    if (typeof key === "string" && !named.has(key))
      named.set(key, typeof message === "string" ? message : "");
  if (named.size === 0)
    for (const { path, message } of entries(source?.details)) {
      if (typeof path !== "string") continue;
      const key = path.split("/").filter(Boolean).at(-1) ?? "";
      if (!named.has(key)) named.set(key, typeof message === "string" ? message : "");
    }
  const found = new Map<string, string>();
  for (const e of elements) {
    const message = named.get(e.key);
    if (message !== undefined) found.set(e.key, message);
  }
  return found;
}
