import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ErrorCode, httpError } from "../../http/errors";
import type { Config } from "../../kernel/config";
import { messages } from "../../messages";
import "./uploadsTable";

/**
 * 413 (code 1009, its own Persian message) when `client`'s uploads in the window plus `bytes` would pass
 * `uploadClientBytesPerWindow`: the per-user quota alone lets one address fill the disk through many sign-ups.
 * Call in the transaction that records the upload; parallel uploads of one address queue on its lock row.
 */
export async function limitClientUploads(
  trx: Kysely<Database>,
  config: Pick<Config, "uploadClientBytesPerWindow" | "uploadClientWindowSeconds">,
  client: string,
  bytes: number,
  now: number,
): Promise<void> {
  const key = `upload:${client}`;
  await trx
    .insertInto("rate_buckets")
    .values({ key, window_start: now, hits: 0 })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  await trx.selectFrom("rate_buckets").select("key").where("key", "=", key).forUpdate().execute();
  const used = await trx
    .selectFrom("uploads")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("bytes"), eb.lit(0)).as("bytes"))
    .where("client", "=", client)
    .where("created_at", ">", now - config.uploadClientWindowSeconds)
    .executeTakeFirstOrThrow();
  if (Number(used.bytes) + bytes > config.uploadClientBytesPerWindow)
    throw httpError(413, messages.uploadClientQuota, ErrorCode.uploadQuota);
}
