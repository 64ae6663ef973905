import type { Middleware } from "openapi-fetch";
import { bearer } from "../bearer";
import { type ApiError, accessTokenMissingError, toApiError } from "../errors";
import type { OperationLookup } from "../operationTable";
import type { Session } from "../session";

/**
 * Sets `Authorization` from the contract's auth mode of each operation:
 * - public: removed, even if a caller passed one;
 * - required: the stored access token (refreshed first if it expired by server time); with no usable session the
 *   call is refused locally with a 401 `ApiError` and nothing is sent;
 * - optional: the stored access token when one is valid, else nothing;
 * - temp: only the header the caller passed (the temporary sign-up token); without one, a local 401.
 */
export function createAuthMiddleware(options: {
  operations: OperationLookup;
  session: Session;
  report: (error: ApiError) => ApiError;
}): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const { auth } = options.operations.resolve(request.method, schemaPath);
      switch (auth) {
        case "public":
          request.headers.delete("Authorization");
          return undefined;
        case "temp":
          if (!request.headers.has("Authorization")) throw options.report(accessTokenMissingError());
          return undefined;
        case "optional": {
          const token = options.session.currentAccessToken();
          if (token) request.headers.set("Authorization", bearer(token));
          else request.headers.delete("Authorization");
          return undefined;
        }
        case "required": {
          let token: string;
          try {
            token = await options.session.accessToken();
          } catch (error) {
            throw options.report(toApiError(error));
          }
          request.headers.set("Authorization", bearer(token));
          return undefined;
        }
      }
    },
  };
}
