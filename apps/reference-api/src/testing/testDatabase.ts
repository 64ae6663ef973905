import { randomBytes } from "node:crypto";
import pg from "pg";

/** True when the suite runs against PostgreSQL (`test:pg` sets REFERENCE_TEST_PG=1 and DATABASE_URL). */
export function usingPostgres(): boolean {
  return process.env.REFERENCE_TEST_PG === "1";
}

/**
 * A fresh, empty database for one test server: PGlite in memory normally; under `test:pg`, a new database
 * created on the DATABASE_URL server (dropped by `drop`). Returns the settings for loadConfig overrides.
 */
export async function freshDatabase(): Promise<{
  databaseUrl: string;
  dataDir: string;
  drop(): Promise<void>;
}> {
  if (!usingPostgres()) return { databaseUrl: "", dataDir: "memory://", drop: async () => {} };
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error("REFERENCE_TEST_PG=1 needs DATABASE_URL (a PostgreSQL 15 server)");
  const name = `ref_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: "memory://",
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
