import { isApiError } from "@ceremony/api-client";

/**
 * Whether a failed call gets the error toast of section 8. Not when the session ended (401: the app signs out), when
 * the call is `meta.silent`, when the screen shows every failure in place (`meta.inlineError`: a code step writes the
 * refusal under the code, where a toast would cover it), or when it shows a 429 with its wait
 * (`meta.inlineRateLimit`).
 */
export function toastsFailure(meta: Record<string, unknown> | undefined, error: unknown): boolean {
  if (isApiError(error) && error.status === 401) return false;
  if (meta?.silent === true || meta?.inlineError === true) return false;
  return !(meta?.inlineRateLimit === true && isApiError(error) && error.status === 429);
}
