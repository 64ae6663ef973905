import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Config } from "../kernel/config";
import { prefixOf } from "./limits";

/**
 * Whether the number's account signed in from `client`'s network within `knownClientSeconds`: such requests are
 * the owner's usual ones and skip the limits meant for strangers.
 */
export async function isKnownClient(
  db: Kysely<Database>,
  config: Pick<Config, "knownClientSeconds">,
  mobile: string,
  client: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("known_clients")
    .select("last_seen")
    .where("mobile", "=", mobile)
    .where("prefix", "=", prefixOf(client))
    .executeTakeFirst();
  return row !== undefined && now - Number(row.last_seen) <= config.knownClientSeconds;
}

/** Records a sign-in of the number from `client`'s network (a right code or password proved it). */
export async function rememberClient(
  db: Kysely<Database>,
  mobile: string,
  client: string,
  now: number,
): Promise<void> {
  await db
    .insertInto("known_clients")
    .values({ mobile, prefix: prefixOf(client), last_seen: now })
    .onConflict((oc) => oc.columns(["mobile", "prefix"]).doUpdateSet({ last_seen: now }))
    .execute();
}
