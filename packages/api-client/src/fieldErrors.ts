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
