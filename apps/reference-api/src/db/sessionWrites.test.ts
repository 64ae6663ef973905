import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchSessionWrites } from "./sessionWrites";

interface Db {
  tokens: { id: number; revoked: boolean };
  messages: { id: number; seen: boolean };
}

let pglite: PGlite;
let db: Kysely<Db>;
let writes: ReturnType<typeof watchSessionWrites>["writes"];
let changes = 0;

beforeAll(async () => {
  pglite = await PGlite.create("memory://");
  await pglite.exec(`CREATE TABLE tokens (id int PRIMARY KEY, revoked boolean NOT NULL DEFAULT false);
    CREATE TABLE messages (id int PRIMARY KEY, seen boolean NOT NULL DEFAULT false);
    INSERT INTO tokens VALUES (1, false); INSERT INTO messages VALUES (1, false);`);
  const watched = watchSessionWrites(
    new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig) }),
  );
  db = new Kysely<Db>({ dialect: watched.dialect });
  writes = watched.writes;
  writes.onChange(() => changes++);
});
afterAll(async () => {
  await db.destroy();
  await pglite.close();
});

describe("watchSessionWrites", () => {
  it("tells of an UPDATE or DELETE of a session table as it is sent and as it ends; other statements pass", async () => {
    changes = 0;
    await db.selectFrom("tokens").selectAll().execute();
    await db.updateTable("messages").set({ seen: true }).execute();
    await db.insertInto("tokens").values({ id: 2, revoked: false }).execute();
    expect(changes).toBe(0);
    await db.updateTable("tokens").set({ revoked: true }).where("id", "=", 1).execute();
    expect(changes).toBe(2);
    await db.deleteFrom("tokens").where("id", "=", 2).execute();
    expect(changes).toBe(4);
  });

  it("is busy from a transaction's session write until the transaction ends, then tells again", async () => {
    changes = 0;
    await db.transaction().execute(async (trx) => {
      expect(writes.busy()).toBe(false);
      await trx.updateTable("tokens").set({ revoked: false }).where("id", "=", 1).execute();
      expect(writes.busy()).toBe(true);
      expect(changes).toBe(1);
    });
    expect(writes.busy()).toBe(false);
    expect(changes).toBe(2);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom("tokens").execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(writes.busy()).toBe(false);
    expect(changes).toBe(4);
    expect((await sql<{ n: number }>`select count(*)::int n from tokens`.execute(db)).rows[0]?.n).toBe(1);
  });
});
