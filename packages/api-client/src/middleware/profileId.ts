import type { Middleware } from "openapi-fetch";
import type { OperationLookup } from "../operationTable";
import type { TokenStore } from "../tokenStore";

/** Header carrying the active profile id (scheme `profileId` of the contract). */
export const PROFILE_ID_HEADER = "Profile-Id";

/**
 * Sets `Profile-Id` to the active profile id when signed in and the operation's security lists `profileId`;
 * removes it everywhere else (public calls, the temporary-token `initProfile`, optional-auth logging). A call that
 * names its own profile keeps it: the main profile's form saves the main profile while another profile is active.
 */
export function createProfileIdMiddleware(options: {
  operations: OperationLookup;
  tokenStore: TokenStore;
}): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const operation = options.operations.resolve(request.method, schemaPath);
      const { accessToken, activeProfileId } = options.tokenStore.read();
      const sends =
        operation.profileId &&
        (operation.auth === "required" || operation.auth === "optional") &&
        accessToken !== null &&
        activeProfileId !== null;
      if (sends) {
        if (!request.headers.has(PROFILE_ID_HEADER))
          request.headers.set(PROFILE_ID_HEADER, String(activeProfileId));
      } else request.headers.delete(PROFILE_ID_HEADER);
      return undefined;
    },
  };
}
