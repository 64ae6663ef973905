import type { CompiledQuery } from "kysely";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreFeatures } from "../features";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, type TestServer } from "../testing/testServer";
import { hashToken, type TokenSet } from "./tokens";

let server: TestServer;
let tokens: TokenSet;
const natural = DEMO_ACCOUNTS.natural;
/** The session lookups this server sent to the database (the prepared join over tokens). */
let lookups = 0;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
  tokens = await server.signIn(natural.phone);
  const run = server.deps.runPrepared;
  server.deps.runPrepared = <Row>(query: CompiledQuery<Row>) => {
    if (query.sql.includes('from "tokens"')) lookups++;
    return run(query);
  };
});
afterAll(async () => {
  await server.close();
});

const list = (token = tokens.access_token, profileId: number = natural.mainProfileId) =>
  server.built.app.request("/api/message/list?limit=10&offset=0", {
    headers: { authorization: `Bearer ${token}`, "profile-id": String(profileId) },
  });

/** Polls until `check` holds: a change made behind the server's back arrives by NOTIFY. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("never held");
}

describe("session lookups kept in memory", () => {
  it("a repeated signed-in call does not look its session up again", async () => {
    const first = lookups;
    expect((await list()).status).toBe(200);
    expect(lookups).toBe(first + 1);
    for (let i = 0; i < 5; i++) expect((await list()).status).toBe(200);
    expect(lookups).toBe(first + 1);
  });

  it("a change made through the server's own queries applies to the very next call", async () => {
    expect((await list()).status).toBe(200);
    await server.deps.db
      .updateTable("profiles")
      .set({ validation_status: "rejected" })
      .where("id", "=", natural.mainProfileId)
      .execute();
    try {
      const refused = await list();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 1042 });
    } finally {
      await server.deps.db
        .updateTable("profiles")
        .set({ validation_status: "approved" })
        .where("id", "=", natural.mainProfileId)
        .execute();
    }
    expect((await list()).status).toBe(200);
  });

  it("a revocation written as raw SQL (by a tool or another instance) applies once its NOTIFY arrives", async () => {
    const t = await server.signIn(natural.phone);
    expect((await list(t.access_token)).status).toBe(200);
    expect((await list(t.access_token)).status).toBe(200);
    await sql`UPDATE tokens SET revoked = true WHERE token_hash = ${hashToken(t.access_token)}`.execute(
      server.deps.db,
    );
    await eventually(async () => (await list(t.access_token)).status === 401);
  });

  it("a revocation through the API applies to the next call, and other sessions stay served", async () => {
    const t = await server.signIn(natural.phone);
    expect((await list(t.access_token)).status).toBe(200);
    const refresh = (refresh_token: string) =>
      server.contract.call(server.built.app, "refreshToken", { body: { refresh_token } });
    const next = (await refresh(t.refresh_token)).body as { data: { token: TokenSet } };
    expect((await list(next.data.token.access_token)).status).toBe(200);
    server.clock.advance((server.deps.config.refreshReuseGraceSeconds + 1) * 1000);
    // A spent refresh token presented again: the whole family is revoked.
    expect((await refresh(t.refresh_token)).status).toBe(400);
    expect((await list(next.data.token.access_token)).status).toBe(401);
    expect((await list(t.access_token)).status).toBe(401);
    expect((await list()).status).toBe(200);
  });

  it("a refusal is not kept: a profile link added later (an INSERT, which no trigger announces) is served at once", async () => {
    const agentProfile = DEMO_ACCOUNTS.agent.mainProfileId;
    expect((await list(tokens.access_token, agentProfile)).status).toBe(403);
    await server.deps.db
      .insertInto("profile_links")
      .values({ user_id: natural.userId, profile_id: agentProfile })
      .execute();
    try {
      expect((await list(tokens.access_token, agentProfile)).status).toBe(200);
    } finally {
      await server.deps.db
        .deleteFrom("profile_links")
        .where("user_id", "=", natural.userId)
        .where("profile_id", "=", agentProfile)
        .execute();
    }
    expect((await list(tokens.access_token, agentProfile)).status).toBe(403);
  });

  it("an unknown token is refused and not kept; a Profile-Id the user may not act as stays refused", async () => {
    expect((await list("x".repeat(43))).status).toBe(401);
    expect((await list(tokens.access_token, DEMO_ACCOUNTS.agent.mainProfileId)).status).toBe(403);
    expect((await list(tokens.access_token, DEMO_ACCOUNTS.agent.mainProfileId)).status).toBe(403);
  });
});
