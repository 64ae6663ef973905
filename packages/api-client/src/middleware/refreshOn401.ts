import type { Middleware } from "openapi-fetch";
import { bearer, bearerToken } from "../bearer";
import { type ApiError, apiErrorFromNetwork, isAbortError, toApiError } from "../errors";
import { type OperationLookup, sessionOperationIds } from "../operationTable";
import { isTransientFailure, type Session } from "../session";

/**
 * On a 401 for a call sent with the session's access token: removes that token, joins the one shared refresh and
 * retries the call once with a copy of the request taken before it was sent (so a POST body arrives intact).
 * Never intercepts public or temporary-token calls nor the session's own calls (sign-in, refresh...), and the
 * retry bypasses all middleware, so there is no loop. Registered last so the copy carries every header.
 * A refused refresh lets the original 401 through (the session emitted `onSessionExpired`); a transient one
 * (offline, 5xx) fails the call with that error and keeps the stored session.
 */
export function createRefreshOn401Middleware(options: {
  operations: OperationLookup;
  session: Session;
  isOnline: () => boolean;
  report: (error: ApiError) => ApiError;
}): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, schemaPath, id }) {
      const operation = options.operations.resolve(request.method, schemaPath);
      const retriable =
        (operation.auth === "required" || operation.auth === "optional") &&
        !sessionOperationIds.has(operation.operationId) &&
        request.headers.has("Authorization");
      if (retriable) copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, id, options: merged }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy || response.status !== 401) return undefined;
      let token: string;
      try {
        token = await options.session.recover(bearerToken(request.headers.get("Authorization")));
      } catch (error) {
        const apiError = toApiError(error);
        if (isTransientFailure(apiError)) throw options.report(apiError);
        return undefined;
      }
      copy.headers.set("Authorization", bearer(token));
      try {
        return await merged.fetch(copy);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw options.report(apiErrorFromNetwork(error, options.isOnline()));
      }
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}
