import type { ApiClient } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

/** A new ticket's id and the server's confirmation text, if any. */
export async function createTicket(
  { client }: ApiClient,
  body: { subject: string; description: string; section_id: number | null },
): Promise<{ id: number; message?: string }> {
  const answer = required((await client.POST("/api/ticket/create", { body })).data);
  return { id: answer.data.id, ...(answer.message ? { message: answer.message } : {}) };
}

/** The provider's reply (text only); the server's confirmation text, if any. */
export async function replyTicket({ client }: ApiClient, id: number, message: string) {
  return (await client.PUT("/api/ticket/reply", { body: { id, message, type: "text" } })).data?.message;
}

export async function closeTicket({ client }: ApiClient, id: number) {
  return (await client.PUT("/api/ticket/close", { body: { id } })).data?.message;
}

/** Whether the answer helped: given once, at answered or closed. */
export async function setTicketUseful({ client }: ApiClient, id: number, isUseful: boolean) {
  return (await client.PUT("/api/ticket/set_is_useful", { body: { id, is_useful: isUseful } })).data?.message;
}
