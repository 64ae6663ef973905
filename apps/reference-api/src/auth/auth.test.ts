import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreFeatures } from "../features";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, TEST_OTP, type TestServer } from "../testing/testServer";
import { hashToken, openSuccessor, type TokenSet } from "./tokens";

let server: TestServer;
let tokens: TokenSet;
const natural = DEMO_ACCOUNTS.natural;
const call = (id: string, req: Parameters<TestServer["contract"]["call"]>[2] = {}) =>
  server.contract.call(server.built.app, id, req);

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
  tokens = await server.signIn(natural.phone);
});
afterAll(async () => {
  await server.close();
});

describe("authorization", () => {
  it("refuses another user's Profile-Id with 403 and accepts own and proxy-linked ones", async () => {
    const foreign = await call("getWallet", {
      token: tokens.access_token,
      profileId: DEMO_ACCOUNTS.agent.mainProfileId,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 1007 });
    for (const id of [101, 102, 201]) {
      expect((await call("getWallet", { token: tokens.access_token, profileId: id })).status).toBe(200);
    }
    const junk = await server.built.app.request("/api/financial/balance/wallet", {
      headers: { authorization: `Bearer ${tokens.access_token}`, "profile-id": "101 OR 1=1" },
    });
    expect(junk.status).toBe(403);
  });

  it("answers 401 without a token, with a forged one, and once the access token expired", async () => {
    expect((await call("getWallet", {})).status).toBe(401);
    expect((await call("getWallet", { token: "x".repeat(43), profileId: 101 })).status).toBe(401);
    const t = await server.signIn(natural.phone);
    expect((await call("getWallet", { token: t.access_token, profileId: 101 })).status).toBe(200);
    server.clock.advance((server.deps.config.accessTtlSeconds + 1) * 1000);
    const expired = await call("getWallet", { token: t.access_token, profileId: 101 });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 1005 });
    // The refresh token still works after the access token expired.
    const refreshed = await call("refreshToken", { body: { refresh_token: t.refresh_token } });
    const next = (refreshed.body as { data: { token: TokenSet } }).data.token;
    expect((await call("getWallet", { token: next.access_token, profileId: 101 })).status).toBe(200);
    tokens = await server.signIn(natural.phone);
  });

  it("a refresh token reused within the grace window answers the same pair (two tabs), the family stays", async () => {
    const t = await server.signIn(natural.phone);
    const [a, b] = (await Promise.all([
      call("refreshToken", { body: { refresh_token: t.refresh_token } }),
      call("refreshToken", { body: { refresh_token: t.refresh_token } }),
    ])) as [Awaited<ReturnType<typeof call>>, Awaited<ReturnType<typeof call>>];
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = (a.body as { data: { token: TokenSet } }).data.token;
    expect((b.body as { data: { token: TokenSet } }).data.token).toEqual(first);
    server.clock.advance(server.deps.config.refreshReuseGraceSeconds * 1000);
    const late = await call("refreshToken", { body: { refresh_token: t.refresh_token } });
    expect((late.body as { data: { token: TokenSet } }).data.token).toEqual(first);
    expect((await call("getWallet", { token: first.access_token, profileId: 101 })).status).toBe(200);
    expect((await call("refreshToken", { body: { refresh_token: first.refresh_token } })).status).toBe(200);
    // The stored successor opens only with the spent token: the table holds nothing usable.
    const row = await server.deps.db
      .selectFrom("tokens")
      .select("successor")
      .where("token_hash", "=", hashToken(t.refresh_token))
      .executeTakeFirstOrThrow();
    expect(row.successor).not.toContain(first.access_token);
    expect(openSuccessor("x".repeat(43), row.successor ?? "")).toBeNull();
  });

  it("a refresh token reused after the grace window is refused and revokes its whole family", async () => {
    const t = await server.signIn(natural.phone);
    const first = await call("refreshToken", { body: { refresh_token: t.refresh_token } });
    expect(first.status).toBe(200);
    const rotated = (first.body as { data: { token: TokenSet } }).data.token;
    server.clock.advance((server.deps.config.refreshReuseGraceSeconds + 1) * 1000);
    const reuse = await call("refreshToken", { body: { refresh_token: t.refresh_token } });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ code: 1006 });
    // The thief's reuse also kills the legitimate successor.
    expect((await call("refreshToken", { body: { refresh_token: rotated.refresh_token } })).status).toBe(400);
    expect((await call("getWallet", { token: rotated.access_token, profileId: 101 })).status).toBe(401);
  });

  it("an unapproved account gets 403 code 1042; a pending one is flagged authorization_pending", async () => {
    const u = await server.signIn(DEMO_ACCOUNTS.unapproved.phone);
    const refused = await call("getProfile", { token: u.access_token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 1042,
      message: "متاسفانه اطلاعات حساب کاربری شما تایید نشد.",
    });
    const p = await server.signIn(DEMO_ACCOUNTS.pending.phone);
    const pending = await call("getProfile", { token: p.access_token });
    expect(pending.body).toMatchObject({ data: { profile: { authorization_pending: true } } });
  });

  it("a one-time code expires after 120 s and cannot be used twice", async () => {
    const phone = DEMO_ACCOUNTS.legal.phone;
    await call("signin", { body: { username: phone } });
    server.clock.advance(121_000);
    const late = await call("signinConfirm", {
      body: { username: phone, signup: false, code: Number(TEST_OTP) },
    });
    expect(late.body).toMatchObject({ code: 1011 });
    await call("signin", { body: { username: phone } });
    expect(
      (await call("signinConfirm", { body: { username: phone, signup: false, code: Number(TEST_OTP) } }))
        .status,
    ).toBe(200);
    const again = await call("signinConfirm", {
      body: { username: phone, signup: false, code: Number(TEST_OTP) },
    });
    expect(again.status).toBe(400);
  });

  it("writes each code to the server log, and random codes are 5 digits not starting with 0", async () => {
    const random = await createTestServer({ features: coreFeatures, config: { otpCode: null } });
    try {
      const phone = "09350000099";
      await random.contract.call(random.built.app, "signin", { body: { username: phone } });
      const line = random.log.lines.find((l) => l.includes(`mobile=${phone}`)) ?? "";
      const code = /code=(\d+)/.exec(line)?.[1] ?? "";
      expect(code).toMatch(/^[1-9]\d{4}$/);
      const wrong = String(((Number(code) - 10000 + 1) % 90000) + 10000);
      const bad = await random.contract.call(random.built.app, "signinConfirm", {
        body: { username: phone, signup: true, code: Number(wrong) },
      });
      expect(bad.body).toMatchObject({ code: 1010 });
      const ok = await random.contract.call(random.built.app, "signinConfirm", {
        body: { username: phone, signup: true, code: Number(code) },
      });
      expect(ok.status).toBe(200);
    } finally {
      await random.close();
    }
  });
});

describe("session lookup", () => {
  it("is one prepared statement, planned once and then run on its generic plan", async () => {
    // Sequential calls reuse one pooled connection (the pool hands out the last one returned), whose statements
    // the catalogue view lists.
    // A write to a session table between calls empties the session cache, so each call runs the lookup.
    for (let i = 0; i < 12; i++) {
      await server.deps.db.updateTable("tokens").set({ revoked: false }).where("id", "=", -1).execute();
      expect((await call("getWallet", { token: tokens.access_token, profileId: 101 })).status).toBe(200);
    }
    const statements = await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
      select statement, generic_plans, custom_plans from pg_prepared_statements
      where statement like ${'%"profile_links"."profile_id" = $%'} and statement like ${"%token_hash%"}`.execute(
      server.deps.db,
    );
    // One statement for a given Profile-Id (the main profile's lookup is another).
    expect(statements.rows).toHaveLength(1);
    const [lookup] = statements.rows;
    expect(Number(lookup?.generic_plans)).toBeGreaterThan(0);
    expect(Number(lookup?.custom_plans)).toBeLessThanOrEqual(5);
  });
});

describe("a code burnt by wrong tries", () => {
  it("is answered as burnt (400 code 1012, its own Persian message) for every later try, until a new code is asked for", async () => {
    const phone = "09350000457";
    await call("signin", { body: { username: phone } });
    const tries = [];
    for (let i = 0; i < 7; i += 1)
      tries.push(await call("signinConfirm", { body: { username: phone, signup: true, code: 54321 } }));
    expect(tries.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(tries.map((r) => (r.body as { code: number }).code)).toEqual([
      1010, 1010, 1010, 1010, 1012, 1012, 1012,
    ]);
    const burnt = tries[6]?.body as { message: string };
    expect(burnt.message).toBe(
      "کد تایید چند بار اشتباه وارد شد و دیگر معتبر نیست؛ لطفا کد تازه درخواست کنید.",
    );
    expect((await call("signin", { body: { username: phone } })).status).toBe(200);
    const fresh = await call("signinConfirm", { body: { username: phone, signup: true, code: 54321 } });
    expect((fresh.body as { code: number }).code).toBe(1010);
  });
});

describe("rate limits under load", () => {
  it("30 parallel wrong codes: 4 are judged wrong, the 5th burns the code, the number is not locked", async () => {
    const phone = DEMO_ACCOUNTS.agent.phone;
    await call("signin", { body: { username: phone } });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("signinConfirm", { body: { username: phone, signup: false, code: 54321 } }),
      ),
    );
    const codes = results.map((r) => (r.body as { code: number }).code);
    // Judged one by one: 4 wrong, the 5th burns the code, and every later try hears that it is burnt.
    expect(codes.filter((c) => c === 1010)).toHaveLength(4);
    expect(codes.filter((c) => c === 1012)).toHaveLength(26);
    const right = await call("signinConfirm", {
      body: { username: phone, signup: false, code: Number(TEST_OTP) },
    });
    expect(right.body).toMatchObject({ code: 1012 });
    expect((await call("signin", { body: { username: phone } })).status).toBe(200);
    expect(
      (await call("signinConfirm", { body: { username: phone, signup: false, code: Number(TEST_OTP) } }))
        .status,
    ).toBe(200);
  });

  it("mixed right and wrong codes in parallel: at most one success, the right one never counts as wrong", async () => {
    const phone = "09350000123";
    await call("signin", { body: { username: phone } });
    const attempts = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 54321 : Number(TEST_OTP)));
    const results = await Promise.all(
      attempts.map((code) => call("signinConfirm", { body: { username: phone, signup: true, code } })),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const wrong = results.filter((r) => (r.body as { code?: number }).code === 1010).length;
    expect(ok).toBeLessThanOrEqual(1);
    expect(wrong).toBeLessThanOrEqual(20);
    expect((await call("signin", { body: { username: phone } })).status).toBe(200);
  });

  it("code requests beyond the window's allowance are refused until the window passes", async () => {
    const phone = "09350000456";
    const limit = server.deps.config.otpRequestsPerWindow;
    const results = await Promise.all(
      Array.from({ length: limit + 5 }, () => call("signin", { body: { username: phone } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(limit);
    expect(results.filter((r) => (r.body as { code?: number }).code === 1013)).toHaveLength(5);
    server.clock.advance((server.deps.config.otpWindowSeconds + 1) * 1000);
    expect((await call("signin", { body: { username: phone } })).status).toBe(200);
  });
});

describe("a new password refused on the recovery screen", () => {
  it("names the field it concerns (details), so the form says it there and not under the code", async () => {
    const body = { username: natural.phone, sms_code: Number(TEST_OTP) };
    const short = await call("forgotPasswordConfirm", {
      body: { ...body, new_password: "short", new_password_confirm: "short" },
    });
    expect(short.status).toBe(400);
    const shortPaths = (short.body as { details: { path: string }[] }).details.map((d) => d.path);
    expect(shortPaths).toContain("/body/new_password");
    expect(shortPaths).not.toContain("/body/sms_code");
    const mismatch = await call("forgotPasswordConfirm", {
      body: { ...body, new_password: "long-enough", new_password_confirm: "long-enougx" },
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body as { details: { path: string }[] }).details.map((d) => d.path)).toEqual([
      "/body/new_password_confirm",
    ]);
    expect((mismatch.body as { message: string }).message).toBe("رمز عبور و تکرار آن یکسان نیستند.");
  });
});
