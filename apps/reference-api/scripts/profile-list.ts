// Where the time of a signed-in list call goes (issue 12 throughput): times N sequential in-process calls of
// GET /api/message/list and each of its parts alone — request validation, token lookup, Profile-Id check, the page
// query and the count query — on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set.
//   pnpm --filter @ceremony/reference-api exec tsx scripts/profile-list.ts [N]
import { Hono } from "hono";
import { sql } from "kysely";
import { allFeatures } from "../src/allFeatures";
import { startServer } from "../src/app/startServer";
import { actableProfile, requireProfile } from "../src/auth/requireProfile";
import { sessionProfile } from "../src/auth/sessionProfile";
import { authenticate, issueTokenSet } from "../src/auth/tokens";
import type { AppEnv } from "../src/context/env";
import { loadOpenApi } from "../src/http/openapi";
import { fetchPage, paging } from "../src/http/paging";
import { createRequestValidator } from "../src/http/validate";
import { manualClock } from "../src/kernel/clock";
import { loadConfig } from "../src/kernel/config";
import { memoryLogger } from "../src/kernel/log";

const N = Number(process.argv[2] ?? 2000);
const config = loadConfig(
  { OTP_CODE: "12345" },
  { databaseUrl: process.env.DATABASE_URL ?? "", dataDir: "memory://", port: 0, host: "127.0.0.1" },
);
const clock = manualClock(Date.now());
const openapi = loadOpenApi(config.openapiPath);
const server = await startServer({
  config,
  features: allFeatures,
  clock,
  log: memoryLogger(),
  openapi,
  listen: false,
});
const { db } = server.deps;
const token = (await issueTokenSet(db, clock, config, 1)).access_token;
const headers = { authorization: `Bearer ${token}`, "profile-id": "101" };
const validator = createRequestValidator(openapi);
const authOnly = new Hono<AppEnv>().get("/x", requireProfile(server.deps), (c) =>
  c.text(String(c.var.profile.id)),
);

type Part = [label: string, run: () => Promise<unknown> | unknown];

/** Runs every part in interleaved rounds (the machine is shared: load shifts during a run), µs per call. */
async function timeAll(parts: Part[], rounds = 5): Promise<[string, number][]> {
  const spent = parts.map(() => 0);
  for (const [, run] of parts) for (let i = 0; i < 100; i++) await run();
  for (let round = 0; round < rounds; round++) {
    for (const [p, [, run]] of parts.entries()) {
      const start = performance.now();
      for (let i = 0; i < N / rounds; i++) await run();
      spent[p] = (spent[p] ?? 0) + performance.now() - start;
    }
  }
  return parts.map(([label], p) => [label, ((spent[p] ?? 0) * 1000) / N]);
}

const rows = await timeAll([
  [
    "whole call (app.request)",
    async () => {
      const r = await server.built.app.request("/api/message/list?limit=10&offset=0", { headers });
      await r.text();
    },
  ],
  [
    "operation match + query validation",
    () => {
      const m = validator.match("GET", "/api/message/list");
      return m?.op.params({ "query.limit": "10", "query.offset": "0" });
    },
  ],
  ["token lookup (authenticate)", () => authenticate(db, clock, token)],
  ["Profile-Id check (actableProfile)", () => actableProfile(db, 1, 101)],
  ["token + user + profile in one query (sessionProfile)", () => sessionProfile(server.deps, token, 101)],
  [
    "requireProfile middleware alone (bare Hono app)",
    async () => {
      const r = await authOnly.request("/x", { headers });
      await r.text();
    },
  ],
  [
    "page query",
    () =>
      db
        .selectFrom("messages")
        .select(["id", "subject", "text", "seen", "created_at"])
        .where("profile_id", "=", 101)
        .orderBy("id", "desc")
        .limit(10)
        .offset(0)
        .execute(),
  ],
  [
    "count query",
    () =>
      db
        .selectFrom("messages")
        .select(sql<number>`count(*)`.as("n"))
        .where("profile_id", "=", 101)
        .executeTakeFirstOrThrow(),
  ],
  [
    "fetchPage (page + count as the list uses them)",
    () =>
      fetchPage(
        db.selectFrom("messages").where("profile_id", "=", 101),
        paging({ limit: 10, offset: 0 }),
        (q) => q.select(["id", "subject", "text", "seen", "created_at"]).orderBy("id", "desc"),
      ),
  ],
  ["raw SELECT 1", () => sql`SELECT 1`.execute(db)],
]);
await server.close();
console.log(
  `\n${N} sequential calls, ${config.databaseUrl ? "PostgreSQL" : "PGlite"}, µs per call (shared machine)\n`,
);
console.log("| part | µs |");
console.log("|---|---:|");
for (const [label, us] of rows) console.log(`| ${label} | ${Math.round(us)} |`);
