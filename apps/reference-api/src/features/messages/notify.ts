import type { Kysely } from "kysely";
import type { Deps } from "../../context/deps";
import type { Database } from "../../db/schema";
import { nowSeconds } from "../../kernel/clock";

/**
 * Stores a notification for a profile and pushes it as a `message` event. Pass the transaction handle when
 * inside one: the event is then delivered only if the transaction commits.
 */
export async function notify(
  deps: Pick<Deps, "clock" | "events">,
  db: Kysely<Database>,
  profileId: number,
  subject: string,
  text: string,
  /** The service item it is about (a new request), which the panel links to. */
  item: { id: number; form_id: number } | null = null,
): Promise<number> {
  const created_at = nowSeconds(deps.clock);
  const row = await db
    .insertInto("messages")
    .values({
      profile_id: profileId,
      subject,
      text,
      created_at,
      item_id: item?.id ?? null,
      item_form_id: item?.form_id ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await deps.events.publish(
    {
      type: "message",
      profile_id: profileId,
      payload: { message: { id: row.id, subject, text, seen: false, created_at, item } },
    },
    db,
  );
  return row.id;
}
