import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";
import { capEntry, cutToBytes } from "./uiLogLimits";

// Issue 12 item 7: the UI log needs no sign-in, so it is rate-limited per client and capped per entry and in rows.
const LIMITS = {
  trustProxyHops: 1,
  uiLogPerWindow: 30,
  uiLogWindowSeconds: 60,
  uiLogMaxEntryBytes: 8192,
  uiLogMaxRows: 10_000,
};
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures, config: LIMITS });
});
beforeEach(async () => {
  Object.assign(server.deps.config, LIMITS);
  server.clock.advance(61_000);
  await server.deps.db.deleteFrom("ui_logs").execute();
});
afterAll(async () => {
  await server.close();
});

const log = (ip: string, body: Record<string, unknown>) =>
  server.contract.call(server.built.app, "logUi", {
    headers: { "x-forwarded-for": ip },
    body: { url: "/panel", version: "1.0.0", ...body },
  });
const rows = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ui_logs`.execute(server.deps.db)).rows[0]?.n);

describe("UI log limits", () => {
  it("one client gets 30 entries a minute, then 429 with Retry-After; other clients are not affected", async () => {
    const results = [];
    for (let i = 0; i < 100; i += 1)
      results.push(await log("198.51.100.1", { message: `boom ${i}`, url: "/panel" }));
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(70);
    expect(refused[0]?.body).toMatchObject({ code: 1015 });
    expect(Number(refused[0]?.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rows()).toBe(30);
    expect((await log("198.51.100.2", { message: "other" })).status).toBe(200);
    server.clock.advance(61_000);
    expect((await log("198.51.100.1", { message: "later" })).status).toBe(200);
  });

  it("stores an entry cut to the byte cap, stack first, never inside a character", async () => {
    const message = "خطا ".repeat(400);
    const stack = "پشته ".repeat(2000);
    expect(
      (await log("198.51.100.3", { message, stack, url: "/panel/wallet", version: "1.2.3" })).status,
    ).toBe(200);
    const row = await server.deps.db.selectFrom("ui_logs").selectAll().executeTakeFirstOrThrow();
    const bytes = (t: string) => new TextEncoder().encode(t).length;
    expect(bytes(row.message) + bytes(row.stack) + bytes(row.url) + bytes(row.version)).toBeLessThanOrEqual(
      8192,
    );
    expect(row.message).toBe(message.trim());
    expect(row.stack.length).toBeGreaterThan(0);
    expect(row.stack).not.toContain("\uFFFD");
    expect(stack.startsWith(row.stack)).toBe(true);
  });

  it("keeps only the newest rows, dropping the oldest", async () => {
    server.deps.config.uiLogMaxRows = 25;
    for (let c = 0; c < 4; c += 1)
      for (let i = 0; i < 10; i += 1) await log(`192.0.2.${c}`, { message: `entry ${c * 10 + i}` });
    expect(await rows()).toBe(25);
    const kept = await server.deps.db.selectFrom("ui_logs").select("message").orderBy("id").execute();
    expect(kept[0]?.message).toBe("entry 15");
    expect(kept.at(-1)?.message).toBe("entry 39");
  });

  it("the table's size stays bounded as the cap deletes rows (the space of deleted rows is reused)", async () => {
    Object.assign(server.deps.config, { uiLogMaxRows: 20, uiLogPerWindow: 100_000 });
    const size = async () =>
      Number(
        (
          await sql<{ bytes: string | number }>`SELECT pg_total_relation_size('ui_logs') AS bytes`.execute(
            server.deps.db,
          )
        ).rows[0]?.bytes,
      );
    // Incompressible, as real stacks are to the database's compression.
    const fill = async (n: number, from: number) => {
      for (let i = 0; i < n; i += 1)
        await log(`198.51.100.${i % 200}`, {
          message: `m${from + i}`,
          stack: randomBytes(4500).toString("base64"),
        });
    };
    await fill(60, 0);
    const settled = await size();
    await fill(240, 60);
    expect(await rows()).toBe(20);
    // Without vacuuming, 240 more 6 KB entries grow the table by over a megabyte; reused, it stays near where it was.
    expect(await size()).toBeLessThan(settled * 1.5);
  });

  it("cutToBytes and capEntry keep whole characters and the message before the stack", () => {
    expect(cutToBytes("سلام", 3)).toBe("س");
    expect(cutToBytes("abc", 10)).toBe("abc");
    const capped = capEntry({ message: "m".repeat(50), url: "u", version: "v", stack: "s".repeat(50) }, 60);
    expect(capped.message).toHaveLength(50);
    expect(capped.stack).toHaveLength(8);
  });
});
