import { type ApiClient, type components, PROFILE_ID_HEADER } from "@ceremony/api-client";

/**
 * Saves the main profile; resolves with the server's confirmation text, if any. The main profile is named: the server
 * writes the profile of the request's Profile-Id, and with a legal or proxy profile active the form (the main
 * profile's) would otherwise overwrite that profile with the main profile's names, birth date and sheba.
 */
export async function updateProfile(
  { client }: ApiClient,
  mainProfileId: number,
  body: components["schemas"]["UpdateProfileRequest"],
) {
  return (
    await client.PUT("/api/profile/", { body, headers: { [PROFILE_ID_HEADER]: String(mainProfileId) } })
  ).data?.message;
}
