import type { ApiClient, components } from "@ceremony/api-client";

/** Saves the main profile; resolves with the server's confirmation text, if any. */
export async function updateProfile(
  { client }: ApiClient,
  body: components["schemas"]["UpdateProfileRequest"],
) {
  return (await client.PUT("/api/profile/", { body })).data?.message;
}
