import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

/** One UI log entry as stored. */
export interface UiLogEntry {
  message: string;
  url: string;
  version: string;
  stack: string;
}

/** `text` cut to at most `bytes` UTF-8 bytes, never inside a character. */
export function cutToBytes(text: string, bytes: number): string {
  const encoded = new TextEncoder().encode(text);
  if (encoded.length <= bytes) return text;
  return new TextDecoder().decode(encoded.subarray(0, Math.max(0, bytes))).replace(/\uFFFD$/, "");
}

/**
 * Keeps an entry within `maxBytes` (UTF-8, all fields together): the stack is cut first, then the message, so
 * what was reported survives before where it came from. URL and version are short by contract.
 */
export function capEntry(entry: UiLogEntry, maxBytes: number): UiLogEntry {
  const size = (t: string) => new TextEncoder().encode(t).length;
  const fixed = size(entry.url) + size(entry.version);
  const forText = Math.max(0, maxBytes - fixed);
  const message = cutToBytes(entry.message, forText);
  const stack = cutToBytes(entry.stack, forText - size(message));
  return { ...entry, message, stack };
}

/**
 * Drops the oldest rows beyond `maxRows` (one index range delete; a no-op while the table is under the cap) and,
 * once a tenth of the cap was deleted since the last time, vacuums the table so new rows reuse the space of the
 * deleted ones. PGlite has no autovacuum: without this the anonymous log grew the data folder without bound.
 */
export function createUiLogPruner(db: Kysely<Database>, maxRows: () => number): () => Promise<void> {
  let deletedSinceVacuum = 0;
  return async () => {
    const cap = maxRows();
    const edge = await db
      .selectFrom("ui_logs")
      .select("id")
      .orderBy("id", "desc")
      .offset(cap)
      .limit(1)
      .executeTakeFirst();
    if (!edge) return;
    const deleted = await db.deleteFrom("ui_logs").where("id", "<=", edge.id).executeTakeFirst();
    deletedSinceVacuum += Number(deleted.numDeletedRows);
    if (deletedSinceVacuum < Math.max(1, Math.floor(cap / 10))) return;
    deletedSinceVacuum = 0;
    await sql`VACUUM ui_logs`.execute(db);
  };
}
