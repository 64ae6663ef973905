import type { Kysely } from "kysely";
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

/** Drops the oldest rows beyond `maxRows` (one index range delete; a no-op while the table is under the cap). */
export async function pruneUiLogs(db: Kysely<Database>, maxRows: number): Promise<void> {
  const edge = await db
    .selectFrom("ui_logs")
    .select("id")
    .orderBy("id", "desc")
    .offset(maxRows)
    .limit(1)
    .executeTakeFirst();
  if (edge) await db.deleteFrom("ui_logs").where("id", "<=", edge.id).execute();
}
