import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import { queryTemplate } from "./queryTemplate";

interface Db {
  tokens: { token_hash: string; kind: string; user_id: number };
}

const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe("queryTemplate", () => {
  const byHash = queryTemplate<"hash" | "user", { user_id: number }>((slot) =>
    db
      .selectFrom("tokens")
      .select("user_id")
      .where("token_hash", "=", slot("hash"))
      .where("kind", "=", "access")
      .where("user_id", "=", slot("user") as unknown as number)
      .limit(1),
  );

  it("gives the SQL the builder compiles, with each slot's value in its place and fixed values kept", () => {
    const query = byHash({ hash: "abc", user: 7 });
    const direct = db
      .selectFrom("tokens")
      .select("user_id")
      .where("token_hash", "=", "abc")
      .where("kind", "=", "access")
      .where("user_id", "=", 7)
      .limit(1)
      .compile();
    expect(query.sql).toBe(direct.sql);
    expect(query.parameters).toEqual(direct.parameters);
    expect(byHash({ hash: "other", user: 8 }).parameters).toEqual(["other", "access", 8, 1]);
  });

  it("refuses a call that leaves a slot empty instead of sending the marker", () => {
    expect(() => byHash({ hash: "abc" } as { hash: string; user: number })).toThrow(/no value for slot user/);
  });
});
