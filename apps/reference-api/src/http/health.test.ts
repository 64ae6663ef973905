import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreFeatures } from "../features";
import { createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
});
afterAll(async () => {
  await server?.close();
});

const probe = (operation: "getHealth" | "getReadiness") =>
  server.contract.call(server.built.app, operation, {});

describe("health and readiness for a load balancer", () => {
  it("answers alive and ready, uncached, on a migrated database", async () => {
    const alive = await probe("getHealth");
    expect([alive.status, alive.body]).toEqual([200, { status: "ok" }]);
    const ready = await probe("getReadiness");
    expect([ready.status, ready.body]).toEqual([200, { status: "ready" }]);
    const raw = await server.built.app.request("/readyz");
    expect(raw.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready while a migration this build ships is missing from the database", async () => {
    await sql`DELETE FROM schema_migrations WHERE name = '0006_upload_blobs.sql'`.execute(server.deps.db);
    const missing = await probe("getReadiness");
    expect([missing.status, missing.body]).toEqual([503, { status: "not_ready", reason: "migrations" }]);
    await sql`INSERT INTO schema_migrations (name) VALUES ('0006_upload_blobs.sql')`.execute(server.deps.db);
    expect((await probe("getReadiness")).status).toBe(200);
  });

  it("stops being ready once a shutdown starts, while staying alive", async () => {
    server.built.drain();
    const draining = await probe("getReadiness");
    expect([draining.status, draining.body]).toEqual([503, { status: "not_ready", reason: "shutting_down" }]);
    expect((await probe("getHealth")).status).toBe(200);
  });
});
