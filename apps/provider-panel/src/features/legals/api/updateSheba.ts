import type { ApiClient } from "@ceremony/api-client";

/**
 * Saves the active profile's sheba alone (the wire names it `shaba`): a legal profile sends only what it changes.
 * Resolves with the server's confirmation text, if any.
 */
export async function updateSheba({ client }: ApiClient, sheba: string | null) {
  return (await client.PUT("/api/profile/", { body: { shaba: sheba } })).data?.message;
}
