import { fieldErrorsOf, isApiError } from "@ceremony/api-client";
import { errorMessage } from "./errors";

const PERSIAN_LETTER = /[\u0600-\u06FF]/;

/**
 * The fields a server refusal names (`details[]`), keyed by the field's name (the last part of `/body/name`, or a
 * bare `name`) and limited to `known`, each with a Persian text: the detail's own, else the refusal's message.
 * Empty when the refusal names none of them: the caller then shows the message as a whole.
 */
export function refusedFields<K extends string>(
  error: unknown,
  known: readonly K[],
): Partial<Record<K, string>> {
  if (!isApiError(error)) return {};
  const found: Partial<Record<K, string>> = {};
  for (const detail of fieldErrorsOf(error)) {
    const name = detail.path.split("/").filter(Boolean).at(-1) ?? "";
    if (!(known as readonly string[]).includes(name) || found[name as K] !== undefined) continue;
    found[name as K] = PERSIAN_LETTER.test(detail.message) ? detail.message : errorMessage(error);
  }
  return found;
}
