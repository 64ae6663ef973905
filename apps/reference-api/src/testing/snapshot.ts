import { sql } from "kysely";
import type { Deps } from "../context/deps";

/** Tables of the core schema whose content a rejected write must leave untouched. */
export const CORE_TABLES = [
  "users",
  "profiles",
  "profile_links",
  "tokens",
  "otp_codes",
  "otp_guards",
  "wallets",
  "transactions",
  "payments",
  "receipts",
  "messages",
  "tickets",
  "ticket_replies",
  "ui_logs",
] as const;

/** A JSON dump of every core table (rows sorted), to compare before and after a request. */
export async function snapshotTables(
  deps: Pick<Deps, "db">,
  tables: readonly string[] = CORE_TABLES,
): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(deps.db);
    out[table] = result.rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}
