import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { type CompiledQuery, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config } from "../kernel/config";
import type { Logger } from "../kernel/log";
import { lockDataDir } from "./lock";
import type { NotificationSource } from "./notifications";
import type { Database } from "./schema";
import { type SessionWrites, watchSessionWrites } from "./sessionWrites";

/**
 * Runs a compiled query as a named prepared statement on a pooled connection: the server parses and plans it once
 * per connection and then only binds and runs it (PostgreSQL moves to a generic plan after five runs). Only for
 * queries of a fixed shape run on every request: each distinct text is kept on each connection for its lifetime.
 */
export type RunPrepared = <Row>(query: CompiledQuery<Row>) => Promise<Row[]>;

/** An open database: the Kysely handle, its prepared path, where NOTIFY payloads arrive, and how to close both. */
export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Kysely<Database>;
  runPrepared: RunPrepared;
  notifications: NotificationSource;
  /** This process's own writes to the session tables, as they happen (the session cache follows them). */
  sessionWrites: SessionWrites;
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * bigint columns hold unix seconds and tomans, capped below 2^53 (MAX_TOMANS, migration 0004): read them as numbers.
 * A value past 2^53 would be rounded silently, so it fails loudly instead.
 */
function exactNumber(value: string): number {
  const n = Number(value);
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) throw new RangeError(`int8 ${value} is beyond 2^53`);
  return n;
}

const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID || oid === NUMERIC_OID) return exactNumber;
    return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid, "text");
  },
};

/**
 * {@link RunPrepared} on a pg pool (PostgreSQL's, or PGlite's through its node-postgres adapter). A statement's name
 * stands for its text, so one name never meets two texts (node-postgres refuses that on a connection).
 */
function preparedOn(pool: pg.Pool): RunPrepared {
  const names = new Map<string, string>();
  return async <Row>(query: CompiledQuery<Row>) => {
    let name = names.get(query.sql);
    if (name === undefined) {
      name = `prepared_${names.size + 1}`;
      names.set(query.sql, name);
    }
    const result = await pool.query({ name, text: query.sql, values: [...query.parameters] });
    return result.rows as Row[];
  };
}

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (locked) or in memory (`memory://`). */
export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "pgliteTemplate">>,
  log: Logger,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, log);
  // The environment fallback lets every test harness (whatever config it builds) start from the template.
  return openPglite(config.dataDir, config.pgliteTemplate || process.env.PGLITE_TEMPLATE || "");
}

/** A new PGlite: from the template dump when one is given (in memory only), else a fresh initdb. */
async function createPglite(target: string, memory: boolean, template: string): Promise<PGlite> {
  if (memory && template !== "" && existsSync(template)) {
    return PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
  }
  return PGlite.create(target);
}

async function openPostgres(url: string, log: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  pool.on("error", (error) => log.error("postgres pool error", { error }));
  const watched = watchSessionWrites(new PostgresDialect({ pool }));
  const db = new Kysely<Database>({ dialect: watched.dialect });
  const listeners: pg.Client[] = [];
  const notifications: NotificationSource = {
    async listen(channel, onPayload) {
      // LISTEN needs its own session: pooled connections are shared and returned between queries.
      const client = new pg.Client({ connectionString: url, types });
      client.on("error", (error) => log.error("postgres listener error", { error }));
      await client.connect();
      client.on("notification", (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        await client.end();
      };
    },
  };
  return {
    kind: "postgres",
    db,
    runPrepared: preparedOn(pool),
    notifications,
    sessionWrites: watched.writes,
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string, template: string): Promise<DatabaseHandle> {
  const memory = dataDir.startsWith("memory://");
  let release = () => {};
  let target = dataDir;
  if (!memory) {
    release = lockDataDir(dataDir);
    target = join(dataDir, "pglite");
    mkdirSync(target, { recursive: true });
  }
  try {
    const pglite = await createPglite(target, memory, template);
    // One pg.Pool drives PGlite (pool size 1), so the SQL path is the same as on PostgreSQL.
    const pool = new pg.Pool({ ...(createPgConfig(pglite) as unknown as pg.PoolConfig), types });
    const watched = watchSessionWrites(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect: watched.dialect });
    const notifications: NotificationSource = {
      async listen(channel, onPayload) {
        // PGlite is one session in this process: its own listen() receives NOTIFYs sent through the pool.
        const unlisten = await pglite.listen(channel, onPayload);
        return async () => {
          await unlisten();
        };
      },
    };
    return {
      kind: "pglite",
      db,
      runPrepared: preparedOn(pool),
      notifications,
      sessionWrites: watched.writes,
      async close() {
        await db.destroy();
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
