import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrate } from "../db/migrate";
import { memoryLogger } from "../kernel/log";

/**
 * Vitest global setup: builds one migrated PGlite once and dumps it; every `memory://` test database starts from
 * that dump (PGLITE_TEMPLATE), skipping initdb and migrations — seconds per test server on a busy machine.
 */
export default async function setup(): Promise<() => void> {
  const path = join(tmpdir(), `ref-pglite-template-${process.pid}.tar`);
  const pglite = await PGlite.create("memory://");
  const db = new Kysely<object>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig) }),
  });
  await migrate(db, memoryLogger());
  await db.destroy();
  const dump = await pglite.dumpDataDir("none");
  writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
  await pglite.close();
  process.env.PGLITE_TEMPLATE = path;
  return () => rmSync(path, { force: true });
}
