import type { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import type { AppEnv } from "../context/env";
import { migrationFiles } from "../db/migrate";

/** A readiness probe slower than this counts as an unreachable database. */
const PROBE_TIMEOUT_MS = 2000;

/** Why the instance is not ready (the `reason` of a 503 from /readyz). */
type NotReady = "shutting_down" | "database" | "migrations";

/**
 * `GET /healthz` (the process answers: restart it when this fails) and `GET /readyz` (send it traffic: the database
 * answers within 2 s, every migration this build ships is recorded, and the instance is not shutting down).
 */
export function mountHealth<DB>(app: Hono<AppEnv>, db: Kysely<DB>, draining: () => boolean): void {
  const expected = migrationFiles();
  const noStore = { "cache-control": "no-store" };
  const notReady = async (): Promise<NotReady | null> => {
    if (draining()) return "shutting_down";
    const probe = sql<{
      done: number;
    }>`SELECT count(*)::int AS done FROM schema_migrations WHERE name = ANY(${expected})`
      .execute(db)
      .then((r) => Number(r.rows[0]?.done ?? 0));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PROBE_TIMEOUT_MS);
    });
    const done = await Promise.race([probe, timeout])
      .catch(() => null)
      .finally(() => clearTimeout(timer));
    if (done === null) return "database";
    if (done < expected.length) return "migrations";
    return draining() ? "shutting_down" : null;
  };
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, noStore));
  app.get("/readyz", async (c) => {
    const reason = await notReady();
    return reason === null
      ? c.json({ status: "ready" }, 200, noStore)
      : c.json({ status: "not_ready", reason }, 503, noStore);
  });
}
