import type { Middleware } from "openapi-fetch";
import {
  type ApiError,
  apiErrorFromNetwork,
  apiErrorFromResponse,
  isAbortError,
  isApiError,
} from "../errors";

/**
 * Turns every non-2xx answer and every network failure into a thrown `ApiError` (so openapi-react-query and
 * callers see one error type). Registered first: its `onResponse` runs last, after the refresh retry.
 * Cancellations (AbortError) pass through untouched and unreported: nobody should see a toast for them.
 */
export function createNormalizeErrorsMiddleware(options: {
  isOnline: () => boolean;
  report: (error: ApiError) => ApiError;
}): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      throw options.report(await apiErrorFromResponse(response.clone()));
    },
    onError({ error }) {
      if (isAbortError(error)) return undefined;
      if (isApiError(error)) return error;
      return options.report(apiErrorFromNetwork(error, options.isOnline()));
    },
  };
}
