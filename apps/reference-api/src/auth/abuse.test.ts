import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allFeatures } from "../allFeatures";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, TEST_OTP, type TestServer } from "../testing/testServer";

// Probes of issue 12 items 1 and 2, run with the production defaults of the limits (createTestServer relaxes them
// for other suites). Each client is told apart by X-Forwarded-For behind one trusted proxy.
const REAL_LIMITS = {
  trustProxyHops: 1,
  otpClientRequestsPerWindow: 20,
  otpClientWindowSeconds: 600,
  otpPrefixRequestsPerWindow: 60,
  otpSmsPerNumber: 3,
  otpGlobalRequestsPerWindow: 300,
  otpGlobalWindowSeconds: 60,
  guessFreeTries: 5,
  guessBaseDelaySeconds: 5,
  guessMaxDelaySeconds: 900,
  guessResetSeconds: 3600,
};

// One server for the file (starting one takes seconds here): each test gets the real limits back and a clock moved
// past every window, and uses its own clients and numbers.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: allFeatures, config: REAL_LIMITS });
});
beforeEach(() => {
  Object.assign(server.deps.config, REAL_LIMITS);
  server.clock.advance((REAL_LIMITS.guessResetSeconds + 1) * 1000);
});
afterAll(async () => {
  await server.close();
});

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
const codeOf = (body: unknown) => (body as { code?: number | null }).code;
const phone = (i: number) => `0935${String(7_000_000 + i).padStart(7, "0")}`;

/** Sets limits for the rest of the test (the config is read per request). */
function start(config: Partial<typeof REAL_LIMITS> = {}): void {
  Object.assign(server.deps.config, config);
}
const call = (id: string, req: Parameters<TestServer["contract"]["call"]>[2]) =>
  server.contract.call(server.built.app, id, req);

describe("item 1: sign-in codes cannot be pumped", () => {
  it("one client asking codes for 150 numbers gets its allowance, then 429 with Retry-After and a Persian wait", async () => {
    start();
    const results = [];
    for (let i = 0; i < 150; i += 1)
      results.push(await call("signin", { ...from("198.51.100.7"), body: { username: phone(i) } }));
    const sent = results.filter((r) => r.status === 200).length;
    expect(sent).toBe(REAL_LIMITS.otpClientRequestsPerWindow);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(150 - sent);
    const first = refused[0];
    if (!first) throw new Error("no refusal");
    expect(codeOf(first.body)).toBe(1015);
    expect((first.body as { message: string }).message).toMatch(/^تعداد درخواست‌های شما .*[۰-۹]+ دقیقه دیگر/);
    expect(Number(first.response.headers.get("retry-after"))).toBe(600);
    // Only codes actually sent reach the SMS log.
    expect(server.log.lines.filter((l) => l.includes("one-time code")).length).toBe(sent);
    // Another client is not affected, and the first gets its allowance back after the window.
    expect((await call("signin", { ...from("198.51.100.8"), body: { username: phone(0) } })).status).toBe(
      200,
    );
    server.clock.advance(601_000);
    expect((await call("signin", { ...from("198.51.100.7"), body: { username: phone(1) } })).status).toBe(
      200,
    );
  });

  it("parallel code requests from one client cannot slip past its allowance", async () => {
    start();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call("signin", { ...from("198.51.100.9"), body: { username: phone(200 + i) } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
  });

  it("many clients together are held by the global budget (code 1016), and forgot-password counts too", async () => {
    start({ otpGlobalRequestsPerWindow: 10 });
    const results = [];
    for (let c = 0; c < 5; c += 1)
      for (let i = 0; i < 4; i += 1)
        results.push(
          await call("signin", { ...from(`203.0.113.${c}`), body: { username: phone(300 + c * 10 + i) } }),
        );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const busy = results.filter((r) => r.status === 429);
    expect(busy.every((r) => codeOf(r.body) === 1016)).toBe(true);
    expect(Number(busy[0]?.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // forgot-password for unknown numbers answers alike but still spends the client's allowance.
    start({ otpClientRequestsPerWindow: 3, otpGlobalRequestsPerWindow: 300 });
    const forgot = [];
    for (let i = 0; i < 5; i += 1)
      forgot.push(await call("forgotPassword", { ...from("192.0.2.1"), body: { username: phone(400 + i) } }));
    expect(forgot.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
  });

  it("the per-number limit answers 429 code 1013 with Retry-After too", async () => {
    start({ otpClientRequestsPerWindow: 1000 });
    const n = phone(500);
    const results = [];
    for (let i = 0; i < 31; i += 1)
      results.push(await call("signin", { ...from("192.0.2.2"), body: { username: n } }));
    expect(results[30]?.status).toBe(429);
    expect(codeOf(results[30]?.body)).toBe(1013);
    expect(Number(results[30]?.response.headers.get("retry-after"))).toBe(600);
  });
});

describe("item 2: nobody can lock an account, guessers are slowed", () => {
  it("five wrong codes from a stranger do not lock the owner out", async () => {
    start();
    const owner = DEMO_ACCOUNTS.natural.phone;
    await call("signin", { ...from("198.51.100.20"), body: { username: owner } });
    for (let i = 0; i < 5; i += 1)
      await call("signinConfirm", {
        ...from("203.0.113.66"),
        body: { username: owner, signup: false, code: 54321 },
      });
    // The code was burnt; the owner asks for a new one and signs in.
    const fresh = await call("signin", { ...from("198.51.100.20"), body: { username: owner } });
    expect(fresh.status).toBe(200);
    const ok = await call("signinConfirm", {
      ...from("198.51.100.20"),
      body: { username: owner, signup: false, code: Number(TEST_OTP) },
    });
    expect(ok.status).toBe(200);
  });

  it("80 wrong codes over 20 numbers from one client: 6 are judged, the rest wait with growing delays", async () => {
    start();
    const attacker = from("203.0.113.77");
    for (let i = 0; i < 20; i += 1)
      await call("signin", { ...from("198.51.100.30"), body: { username: phone(600 + i) } });
    const results = [];
    for (let i = 0; i < 80; i += 1)
      results.push(
        await call("signinConfirm", {
          ...attacker,
          body: { username: phone(600 + (i % 20)), signup: true, code: 54321 },
        }),
      );
    const judged = results.filter((r) => r.status === 400).length;
    expect(judged).toBe(REAL_LIMITS.guessFreeTries + 1);
    const waits = results.filter((r) => r.status === 429);
    expect(waits.every((r) => codeOf(r.body) === 1017)).toBe(true);
    expect(Number(waits[0]?.response.headers.get("retry-after"))).toBe(5);
    // The delay doubles with each further wrong try.
    server.clock.advance(5_000);
    expect(
      (
        await call("signinConfirm", {
          ...attacker,
          body: { username: phone(600), signup: true, code: 11111 },
        })
      ).status,
    ).toBe(400);
    const next = await call("signinConfirm", {
      ...attacker,
      body: { username: phone(600), signup: true, code: 11112 },
    });
    expect(next.status).toBe(429);
    expect(Number(next.response.headers.get("retry-after"))).toBe(10);
    // The owners, from their own clients, are not slowed: the live codes of the 19 others still work.
    const owner = await call("signinConfirm", {
      ...from("198.51.100.31"),
      body: { username: phone(619), signup: true, code: Number(TEST_OTP) },
    });
    expect(owner.status).toBe(200);
  });

  it("30 parallel wrong codes from one client are judged one by one: 6 judged, the code burnt for it after 5", async () => {
    start();
    const n = phone(700);
    await call("signin", { ...from("198.51.100.40"), body: { username: n } });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("signinConfirm", { ...from("203.0.113.88"), body: { username: n, signup: true, code: 54321 } }),
      ),
    );
    const codes = results.map((r) => codeOf(r.body));
    expect(codes.filter((c) => c === 1010)).toHaveLength(4);
    expect(codes.filter((c) => c === 1017)).toHaveLength(24);
    // The 5th wrong try burnt the code for the guesser's network, and the 6th hears so: even the right code is
    // refused there...
    expect(codes.filter((c) => c === 1012)).toHaveLength(2);
    server.clock.advance(REAL_LIMITS.guessBaseDelaySeconds * 1000);
    const late = await call("signinConfirm", {
      ...from("203.0.113.88"),
      body: { username: n, signup: true, code: Number(TEST_OTP) },
    });
    expect(codeOf(late.body)).toBe(1012);
    // ...while the owner's network keeps the code, and a new one works too.
    expect(
      (
        await call("signinConfirm", {
          ...from("198.51.100.40"),
          body: { username: n, signup: true, code: Number(TEST_OTP) },
        })
      ).status,
    ).toBe(200);
  });

  it("the right code sent twice at once signs in once and is never counted as a wrong try", async () => {
    start();
    const n = DEMO_ACCOUNTS.legal.phone;
    const me = from("198.51.100.50");
    await call("signin", { ...me, body: { username: n } });
    for (let i = 0; i < 4; i += 1)
      await call("signinConfirm", { ...me, body: { username: n, signup: false, code: 54321 } });
    const both = await Promise.all(
      [0, 1].map(() =>
        call("signinConfirm", { ...me, body: { username: n, signup: false, code: Number(TEST_OTP) } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(codeOf(both.find((r) => r.status === 400)?.body)).toBe(1019);
    // Not a 5th wrong try: the client is not delayed and the number signs in again at once.
    const row = await server.deps.db
      .selectFrom("guess_guards")
      .selectAll()
      .where("key", "=", "guess:198.51.100.50")
      .executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(4);
    expect((await call("signin", { ...me, body: { username: n } })).status).toBe(200);
    expect(
      (await call("signinConfirm", { ...me, body: { username: n, signup: false, code: Number(TEST_OTP) } }))
        .status,
    ).toBe(200);
  });

  it("wrong passwords: the guessing client is slowed, the number's password path waits, its code path never does", async () => {
    start();
    const owner = DEMO_ACCOUNTS.password.phone;
    const results = [];
    for (let i = 0; i < 80; i += 1)
      results.push(
        await call("signin", {
          ...from("203.0.113.99"),
          body: { username: i % 4 === 0 ? owner : phone(800 + (i % 20)), password: `guess-${i}` },
        }),
      );
    expect(results.filter((r) => r.status === 400)).toHaveLength(REAL_LIMITS.guessFreeTries + 1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(80 - REAL_LIMITS.guessFreeTries - 1);
    // Spread over many clients, wrong passwords for one number delay that number's password sign-in...
    for (let i = 0; i < 6; i += 1)
      await call("signin", {
        ...from(`192.0.2.${100 + i}`),
        body: { username: owner, password: `spread-${i}` },
      });
    const delayed = await call("signin", {
      ...from("198.51.100.60"),
      body: { username: owner, password: "Demo-1234" },
    });
    expect(delayed.status).toBe(429);
    expect((delayed.body as { message: string }).message).toContain("با کد تایید وارد شوید");
    // ...but the owner still signs in with a code.
    expect((await call("signin", { ...from("198.51.100.60"), body: { username: owner } })).status).toBe(200);
    expect(
      (
        await call("signinConfirm", {
          ...from("198.51.100.60"),
          body: { username: owner, signup: false, code: Number(TEST_OTP) },
        })
      ).status,
    ).toBe(200);
  });
});
