import type { ApiClient } from "@ceremony/api-client";

/** Marks notifications seen (`type` 3: the provider's messages). */
export async function setSeen({ client }: ApiClient, ids: number[]): Promise<void> {
  await client.PUT("/api/message/set_seen", { body: { ids, type: 3 } });
}

/** Marks every notification seen; the server's confirmation text, if any. */
export async function setAllSeen({ client }: ApiClient): Promise<string | undefined> {
  const { data } = await client.PUT("/api/message/set_seen_all");
  return data?.message;
}
