import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFeatures } from "../allFeatures";
import type { TokenSet } from "../auth/tokens";
import { publicUrlOf } from "../kernel/config";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, type TestServer } from "../testing/testServer";
import { MAX_TOMANS } from "./wallet/money";

/** Issue 12 items 5, 6, 11 and 12: each probe of the issue, on PGlite (`test`) and PostgreSQL (`test:pg`). */
const PERSIAN = /[\u0600-\u06FF]/;
const natural = DEMO_ACCOUNTS.natural;
let server: TestServer;
let tokens: TokenSet;

beforeAll(async () => {
  server = await createTestServer({
    features: allFeatures,
    config: { publicUrl: "https://panel.example.ir/app" },
  });
  tokens = await server.signIn(natural.phone);
});
afterAll(async () => {
  await server?.close();
});

const headers = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${tokens.access_token}`,
  "profile-id": String(natural.mainProfileId),
  ...extra,
});

async function errorBody(response: Response): Promise<{ message: string; code: number | null }> {
  const body = (await response.json()) as { message: string; code: number | null };
  expect(body.message).toMatch(PERSIAN);
  return body;
}

/** Valid national codes (mod-11 check digit) from a 9-digit stem. */
function nationalCode(stem: number): string {
  const head = String(stem).padStart(9, "0");
  const sum = [...head].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return `${head}${r < 2 ? r : 11 - r}`;
}

describe("item 5: 400, not 500", () => {
  it("a multipart body without a boundary is a 400 on public and signed-in calls", async () => {
    for (const [path, auth] of [
      ["/api/profile/signin", false],
      ["/api/profile/refresh_token", false],
      ["/api/ticket/create", true],
    ] as const) {
      const r = await server.built.app.request(path, {
        method: "POST",
        headers: { ...(auth ? headers() : {}), "content-type": "multipart/form-data" },
        body: "--x\r\n",
      });
      expect(r.status, path).toBe(400);
      await errorBody(r);
    }
  });

  it("integers of 2^31 and more are refused in body, query, path and Profile-Id", async () => {
    const body = await server.built.app.request("/api/ticket/close", {
      method: "PUT",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ id: 2 ** 31 }),
    });
    expect(body.status).toBe(400);
    expect((await errorBody(body)).code).toBe(1001);
    const query = await server.built.app.request(`/api/ticket/get?id=${2 ** 31}`, { headers: headers() });
    expect(query.status).toBe(400);
    await errorBody(query);
    const profile = await server.built.app.request("/api/profile/info", {
      headers: headers({ "profile-id": String(2 ** 31) }),
    });
    expect(profile.status).toBe(403);
    await errorBody(profile);
    const socket = await server.built.app.request(
      `/api/profile/connect?profile_id=${2 ** 31}&access_token=${tokens.access_token}`,
    );
    expect(socket.status).toBeLessThan(500);
    await errorBody(socket);
  });

  it("two users signing up with one national code at once: one profile, the other a Persian 409", async () => {
    const code = nationalCode(123456780);
    const [a, b] = await Promise.all([server.signIn("09350001001"), server.signIn("09350001002")]);
    const answers = await Promise.all(
      [a, b].map((t) =>
        server.built.app.request("/api/profile/init", {
          method: "POST",
          headers: { authorization: `Bearer ${t?.access_token}`, "content-type": "application/json" },
          body: JSON.stringify({
            first_name: "علی",
            last_name: "رضایی",
            birth_date: 631152000,
            national_code: code,
          }),
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409) as Response;
    expect((await errorBody(loser)).code).toBe(1039);
  });
});

describe("item 6: sign-up is atomic", () => {
  it("ten parallel sign-ups of one user create one profile and one wallet; the rest are 409", async () => {
    const t = await server.signIn("09350001010");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.built.app.request("/api/profile/init", {
          method: "POST",
          headers: { authorization: `Bearer ${t.access_token}`, "content-type": "application/json" },
          body: JSON.stringify({
            first_name: "مریم",
            last_name: "کاظمی",
            birth_date: 631152000,
            national_code: nationalCode(223344500 + i),
          }),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of answers.filter((x) => x.status === 409)) expect((await errorBody(r)).code).toBe(1039);
    const user = await server.deps.db
      .selectFrom("users")
      .select(["id", "main_profile_id"])
      .where("mobile", "=", "09350001010")
      .executeTakeFirstOrThrow();
    const profiles = await server.deps.db
      .selectFrom("profiles")
      .select("id")
      .where("owner_user_id", "=", user.id)
      .execute();
    expect(profiles.map((p) => p.id)).toEqual([user.main_profile_id]);
    const wallets = await server.deps.db
      .selectFrom("wallets")
      .select("profile_id")
      .where(
        "profile_id",
        "in",
        profiles.map((p) => p.id),
      )
      .execute();
    expect(wallets).toHaveLength(1);
  });
});

describe("item 11: money stays exact", () => {
  it("a deposit that would take the balance past the cap is refused, and the balance reads back exactly", async () => {
    const near = MAX_TOMANS - 500;
    await sql`UPDATE wallets SET balance = ${near} WHERE profile_id = ${natural.mainProfileId}`.execute(
      server.deps.db,
    );
    // A payment opened before the balance grew, settled after: the credit itself is refused too.
    const early = await server.built.app.request("/api/financial/balance/deposit", {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ amount: 400, payline: 1, service_type: 1 }),
    });
    expect(early.status).toBe(200);
    const over = await server.built.app.request("/api/financial/balance/deposit", {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ amount: 1000, payline: 1, service_type: 1 }),
    });
    expect(over.status).toBe(400);
    await errorBody(over);
    await sql`UPDATE wallets SET balance = ${MAX_TOMANS - 100} WHERE profile_id = ${natural.mainProfileId}`.execute(
      server.deps.db,
    );
    const link = ((await early.json()) as { data: { link: string } }).data.link;
    const pay = await server.built.app.request(`/pay/${link.split("/").pop()}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "result=paid",
    });
    expect(pay.status).toBe(400);
    expect(await pay.text()).toMatch(PERSIAN);
    const wallet = await server.built.app.request("/api/financial/balance/wallet", { headers: headers() });
    expect(((await wallet.json()) as { data: { balance: number } }).data.balance).toBe(MAX_TOMANS - 100);
    await expect(
      sql`UPDATE wallets SET balance = ${MAX_TOMANS + 1} WHERE profile_id = ${natural.mainProfileId}`.execute(
        server.deps.db,
      ),
    ).rejects.toThrow();
    await sql`UPDATE wallets SET balance = 0 WHERE profile_id = ${natural.mainProfileId}`.execute(
      server.deps.db,
    );
  });
});

describe("item 12: the payment link", () => {
  it("is built from the configured public URL, whatever Host the client sends", async () => {
    const r = await server.built.app.request("http://evil.example/api/financial/balance/deposit", {
      method: "POST",
      headers: headers({ "content-type": "application/json", host: "evil.example" }),
      body: JSON.stringify({ amount: 1000, payline: 1, service_type: 1 }),
    });
    expect(r.status).toBe(200);
    const link = ((await r.json()) as { data: { link: string } }).data.link;
    expect(link).toMatch(/^https:\/\/panel\.example\.ir\/app\/pay\/[A-Za-z0-9_-]{43}$/);
  });

  it("PUBLIC_URL defaults to the host and port, and a bad one is refused at start", () => {
    expect(publicUrlOf(undefined, "0.0.0.0", 8080)).toBe("http://localhost:8080");
    expect(publicUrlOf("", "127.0.0.1", 9000)).toBe("http://127.0.0.1:9000");
    expect(publicUrlOf("https://pay.example.ir/", "0.0.0.0", 8080)).toBe("https://pay.example.ir");
    expect(() => publicUrlOf("javascript:alert(1)", "0.0.0.0", 8080)).toThrow();
    expect(() => publicUrlOf("not a url", "0.0.0.0", 8080)).toThrow();
  });
});
