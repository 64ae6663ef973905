import type { Kysely } from "kysely";
import type { Deps } from "../context/deps";
import type { Feature } from "../context/feature";
import type { Database } from "../db/schema";
import { nowSeconds } from "../kernel/clock";
import { seedCoreRows } from "./seedCore";

const CORE_KEY = "seed:core";

/** Claims a seed part for this instance; false when another instance already claimed (or finished) it. */
async function claim(db: Kysely<Database>, key: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto("meta")
    .values({ key, value: String(now) })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds a fresh database once: the core rows, then each feature's `seed`, each part recorded in `meta` (a feature
 * added later is seeded on the next start; nothing is seeded twice). Parts are claimed with an insert, so two
 * instances starting together on one PostgreSQL do not both seed: the core claim shares the core transaction
 * (the loser waits for the winner's commit, then skips); a feature seed that throws releases its claim.
 */
export async function runSeeds(deps: Deps, features: readonly Feature[]): Promise<string[]> {
  const done = new Set((await deps.db.selectFrom("meta").select("key").execute()).map((r) => r.key));
  const seeded: string[] = [];
  if (!done.has(CORE_KEY)) {
    const now = nowSeconds(deps.clock);
    const ran = await deps.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, CORE_KEY, now))) return false;
      await seedCoreRows(trx, now);
      return true;
    });
    if (ran) seeded.push("core");
  }
  for (const feature of features) {
    const key = `seed:${feature.name}`;
    if (!feature.seed || done.has(key)) continue;
    if (!(await claim(deps.db, key, nowSeconds(deps.clock)))) continue;
    try {
      await feature.seed(deps);
    } catch (error) {
      // Release the claim so the next start tries again (the feature's seed should be idempotent or transactional).
      await deps.db.deleteFrom("meta").where("key", "=", key).execute();
      throw error;
    }
    seeded.push(feature.name);
  }
  return seeded;
}
