import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import type { Logger } from "../kernel/log";

/** Folder of the SQL migrations: `0*_*.sql` core, `1*_*.sql` marketplace; applied in name order. */
export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** An arbitrary fixed key: serialises migrators of several instances starting at once. */
const MIGRATION_LOCK = 727_001;

/** The migration files this build ships, in the order they apply. */
export function migrationFiles(dir: string = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
}

/** Applies every migration not yet recorded, each in its own transaction; returns the names applied. */
export async function migrate<DB>(
  db: Kysely<DB>,
  log: Logger,
  dir: string = migrationsDir,
): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const files = migrationFiles(dir);
  const applied: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), "utf8");
    const done = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const seen = await sql<{
        name: string;
      }>`SELECT name FROM schema_migrations WHERE name = ${file}`.execute(trx);
      if (seen.rows.length > 0) return false;
      // No parameters: the whole file goes through the simple-query protocol, several statements at once.
      await sql.raw(text).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
      return true;
    });
    if (done) {
      applied.push(file);
      log.info("migration applied", { file });
    }
  }
  return applied;
}
