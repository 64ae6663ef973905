import { PersonKindRole } from "@ceremony/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../context/deps";
import type { Feature } from "../context/feature";
import { coreFeatures } from "../features";
import { createTestServer, type TestServer } from "../testing/testServer";
import { DEMO_ACCOUNTS } from "./accounts";
import { SEED_PROFILES } from "./coreData";
import { runSeeds } from "./runSeeds";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
});
afterAll(async () => {
  await server.close();
});

describe("seeding", () => {
  it("seeds each part once, also when two instances race on one database", async () => {
    let runs = 0;
    const feature: Feature = {
      name: "counting",
      routes() {},
      async seed() {
        runs += 1;
      },
    };
    const results = await Promise.all([runSeeds(server.deps, [feature]), runSeeds(server.deps, [feature])]);
    expect(runs).toBe(1);
    expect(results.flat()).toEqual(["counting"]);
    expect(await runSeeds(server.deps, [feature])).toEqual([]);
  });

  it("a failing feature seed releases its claim so the next start retries it", async () => {
    let attempt = 0;
    const flaky: Feature = {
      name: "flaky",
      routes() {},
      async seed(_deps: Deps) {
        attempt += 1;
        if (attempt === 1) throw new Error("disk full");
      },
    };
    await expect(runSeeds(server.deps, [flaky])).rejects.toThrow("disk full");
    expect(await runSeeds(server.deps, [flaky])).toEqual(["flaky"]);
    expect(attempt).toBe(2);
  });

  it("every demo screen has content: wallet history, more than a page of notifications, tickets in each status", async () => {
    const db = server.deps.db;
    const tx = await db
      .selectFrom("transactions")
      .select(db.fn.countAll<number>().as("n"))
      .where("profile_id", "=", 101)
      .executeTakeFirstOrThrow();
    expect(Number(tx.n)).toBeGreaterThan(10);
    const msgs = await db
      .selectFrom("messages")
      .select(db.fn.countAll<number>().as("n"))
      .where("profile_id", "=", 101)
      .executeTakeFirstOrThrow();
    expect(Number(msgs.n)).toBeGreaterThan(10);
    const statuses = await db
      .selectFrom("tickets")
      .select("status_id")
      .where("profile_id", "=", 101)
      .execute();
    expect(new Set(statuses.map((s) => s.status_id))).toEqual(new Set([0, 1, 2, 3]));
    const wallet = await db
      .selectFrom("wallets")
      .selectAll()
      .where("profile_id", "=", 101)
      .executeTakeFirstOrThrow();
    const last = await db
      .selectFrom("transactions")
      .select("balance_after")
      .where("profile_id", "=", 101)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(last.balance_after);
  });

  it("every approved demo account saves its profile unchanged (issue 14: the seeded shebas were refused)", async () => {
    const app = server.built.app;
    const kindOf = (id: number) => SEED_PROFILES.find((p) => p.id === id)?.kind;
    const approved = Object.values(DEMO_ACCOUNTS).filter(
      (a) => a.status === "approved" && kindOf(a.mainProfileId) !== PersonKindRole.USER_LEGAL,
    );
    expect(approved.length).toBeGreaterThanOrEqual(3);
    for (const account of approved) {
      const token = (await server.signIn(account.phone)).access_token;
      const auth = { token, profileId: account.mainProfileId };
      const got = await server.contract.call(app, "getProfile", auth);
      const p = (got.body as { data: { profile: Record<string, unknown> } }).data.profile;
      const saved = await server.contract.call(app, "updateProfile", {
        ...auth,
        body: {
          first_name: p.first_name,
          last_name: p.last_name,
          national_code: p.national_code,
          birth_date: p.birth_date,
          pic: p.pic ?? null,
          shaba: p.shaba ?? null,
        },
      });
      expect(saved.status, `${account.phone}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
  });
});
