import { type ApiClient, bearer, type components } from "@ceremony/api-client";

/**
 * Registers a new account's profile with the tokens the code step earned (held, not yet stored, so the session
 * starts only once sign-up succeeds). Resolves with the server's text, if any.
 */
export async function initProfile(
  { client }: ApiClient,
  body: components["schemas"]["InitProfileRequest"],
  tempAccessToken: string,
) {
  const { data } = await client.POST("/api/profile/init", {
    body,
    headers: { Authorization: bearer(tempAccessToken) },
  });
  return data?.message;
}
