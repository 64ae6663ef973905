/** One field a server refusal names (`details[]` of the error body): where (`/body/name`) and what is wrong. */
export interface ApiFieldError {
  readonly path: string;
  readonly message: string;
}

/** The fields a refusal names: the entries of its `details` with a string path and message (others are skipped). */
export function fieldErrorsOf(error: { readonly details?: unknown }): ApiFieldError[] {
  const { details } = error;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    const { path, message } = (typeof d === "object" && d !== null ? d : {}) as Record<string, unknown>;
    return typeof path === "string" && typeof message === "string" ? [{ path, message }] : [];
  });
}

/** One form field a refused create or edit names (`errors[]` of the error body): its element key and Persian text. */
export interface ApiKeyedFieldError {
  readonly key: string;
  readonly message: string;
}

/** The form fields a refusal names by key: the entries of its `errors` with a string key and message. */
export function keyedFieldErrorsOf(error: { readonly fieldErrors?: unknown }): ApiKeyedFieldError[] {
  const { fieldErrors } = error;
  if (!Array.isArray(fieldErrors)) return [];
  return fieldErrors.flatMap((e: unknown) => {
    const { key, message } = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    return typeof key === "string" && typeof message === "string" ? [{ key, message }] : [];
  });
}
