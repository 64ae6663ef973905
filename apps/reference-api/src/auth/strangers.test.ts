import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allFeatures } from "../allFeatures";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, TEST_OTP, type TestServer } from "../testing/testServer";

// The attacker plays from loopback addresses (127.0.0.x, one network; 127.k.0.1 for many networks), the owner
// from another network. Production figures of every limit; clients told apart by X-Forwarded-For behind one
// trusted proxy. Runs on PGlite and, under test:pg, on PostgreSQL.
const REAL_LIMITS = {
  trustProxyHops: 1,
  otpRequestsPerWindow: 30,
  otpWindowSeconds: 600,
  otpClientRequestsPerWindow: 20,
  otpClientWindowSeconds: 600,
  otpPrefixRequestsPerWindow: 60,
  otpSmsPerNumber: 3,
  otpSmsWindowSeconds: 3600,
  otpGlobalRequestsPerWindow: 300,
  otpGlobalWindowSeconds: 60,
  otpGlobalAccountReserve: 100,
  otpMaxWrongTries: 5,
  otpCodeWrongCeiling: 20,
  guessFreeTries: 5,
  guessBaseDelaySeconds: 5,
  guessMaxDelaySeconds: 900,
  guessResetSeconds: 3600,
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: allFeatures, config: REAL_LIMITS });
});
beforeEach(() => {
  Object.assign(server.deps.config, REAL_LIMITS);
  server.clock.advance((REAL_LIMITS.otpSmsWindowSeconds + 1) * 1000);
});
afterAll(async () => {
  await server.close();
});

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
const codeOf = (body: unknown) => (body as { code?: number | null }).code;
const call = (id: string, req: Parameters<TestServer["contract"]["call"]>[2]) =>
  server.contract.call(server.built.app, id, req);
/** The attacker's handful of addresses, all in 127.0.0.0/24. */
const attackers = (n: number) => Array.from({ length: n }, (_, i) => `127.0.0.${i + 2}`);
const smsTo = (mobile: string) =>
  server.log.lines.filter((l) => l.includes("one-time code") && l.includes(mobile)).length;
const askCode = (ip: string, mobile: string) => call("signin", { ...from(ip), body: { username: mobile } });
const confirm = (ip: string, mobile: string, code: number) =>
  call("signinConfirm", { ...from(ip), body: { username: mobile, signup: false, code } });

describe("a stranger with a handful of addresses cannot keep the owner out", () => {
  it("code requests from 5 addresses for an hour: the owner gets a few SMS and signs in from a new network when it wants", async () => {
    const owner = DEMO_ACCOUNTS.agent.phone;
    const before = smsTo(owner);
    const signInRounds = [1, 4];
    // Every 10 minutes each address spends its whole allowance on the owner's number.
    for (let round = 0; round < 6; round += 1) {
      await Promise.all(
        attackers(5).map(async (ip) => {
          for (let i = 0; i < REAL_LIMITS.otpClientRequestsPerWindow; i += 1) await askCode(ip, owner);
        }),
      );
      // The owner, from a network it never used, asks for a code (answered at once) and signs in with it.
      const ownerIp = `127.0.${100 + round}.1`;
      expect((await askCode(ownerIp, owner)).status).toBe(200);
      if (signInRounds.includes(round))
        expect((await confirm(ownerIp, owner, Number(TEST_OTP))).status).toBe(200);
      server.clock.advance(REAL_LIMITS.otpClientWindowSeconds * 1000);
    }
    // The cap, plus one fresh code after each of the owner's sign-ins (strangers cannot spend a code).
    expect(smsTo(owner) - before).toBeLessThanOrEqual(REAL_LIMITS.otpSmsPerNumber + signInRounds.length);
  }, 120_000);

  it("a request over the number's SMS cap answers as sent, sends nothing, and keeps the last code alive", async () => {
    const owner = "09357100001";
    for (const ip of attackers(3)) await askCode(ip, owner);
    expect(smsTo(owner)).toBe(3);
    // Long after the last SMS expired, the owner asks again: nothing is sent, the code on its phone works.
    server.clock.advance(30 * 60_000);
    const again = await askCode("127.0.50.1", owner);
    expect(again.status).toBe(200);
    expect(smsTo(owner)).toBe(3);
    expect((await confirm("127.0.50.1", owner, Number(TEST_OTP))).status).toBe(200);
    // The owner's network is now known: its next request is sent although the cap is spent.
    expect((await askCode("127.0.50.7", owner)).status).toBe(200);
    expect(smsTo(owner)).toBe(4);
  });

  it("past the cap, a network that spent its wrong tries cannot buy a new SMS with them", async () => {
    const owner = "09357100005";
    for (const ip of attackers(3)) await askCode(ip, owner);
    for (let i = 0; i < 5; i += 1)
      await call("signinConfirm", {
        ...from("127.9.0.1"),
        body: { username: owner, signup: true, code: 54_321 },
      });
    expect((await askCode("127.9.0.2", owner)).status).toBe(200);
    expect(smsTo(owner)).toBe(3);
  });

  it("thirty code requests from two addresses do not lock the number for its owner", async () => {
    const owner = DEMO_ACCOUNTS.legal.phone;
    for (let i = 0; i < 15; i += 1) for (const ip of attackers(2)) await askCode(ip, owner);
    const asked = await askCode("127.0.60.1", owner);
    expect(asked.status).toBe(200);
    expect((await confirm("127.0.60.1", owner, Number(TEST_OTP))).status).toBe(200);
  });

  it("wrong codes from 5 addresses of one network do not burn the owner's code; that network gets 5 tries in all", async () => {
    const owner = DEMO_ACCOUNTS.natural.phone;
    expect((await askCode("127.0.70.1", owner)).status).toBe(200);
    for (const ip of attackers(5)) for (let i = 0; i < 6; i += 1) await confirm(ip, owner, 54_321 + i);
    // The five addresses share one network: five wrong tries were counted against the code in all.
    const code = await server.deps.db
      .selectFrom("otp_codes")
      .select("wrong_tries")
      .where("mobile", "=", owner)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(code.wrong_tries).toBe(REAL_LIMITS.otpMaxWrongTries);
    // The owner's code still works.
    expect((await confirm("127.0.70.1", owner, Number(TEST_OTP))).status).toBe(200);
  });

  it("the ceiling leaves each further network one try, and a network that failed none still signs in", async () => {
    const owner = "09357100002";
    expect((await askCode("127.0.80.1", owner)).status).toBe(200);
    // Four networks use their five tries: the ceiling of 20 is reached.
    for (let k = 0; k < 4; k += 1)
      for (let i = 0; i < 5; i += 1)
        await call("signinConfirm", {
          ...from(`127.${10 + k}.0.1`),
          body: { username: owner, signup: true, code: 54_321 },
        });
    const fifth = [];
    for (let i = 0; i < 2; i += 1)
      fifth.push(
        await call("signinConfirm", {
          ...from("127.20.0.1"),
          body: { username: owner, signup: true, code: 54_321 },
        }),
      );
    // Its one try ends the code for it, and its next try hears so (not "wrong", which would invite more guesses).
    expect(fifth.map((r) => codeOf(r.body))).toEqual([1012, 1012]);
    expect(
      (
        await call("signinConfirm", {
          ...from("127.0.80.1"),
          body: { username: owner, signup: true, code: Number(TEST_OTP) },
        })
      ).status,
    ).toBe(200);
  });

  it("wrong passwords from 6 addresses do not delay the owner's right password on its known network", async () => {
    const owner = DEMO_ACCOUNTS.password.phone;
    const home = "127.0.90.1";
    // The owner signed in from its home network before (code path).
    await askCode(home, owner);
    expect((await confirm(home, owner, Number(TEST_OTP))).status).toBe(200);
    for (const ip of attackers(6))
      for (let i = 0; i < 2; i += 1)
        await call("signin", { ...from(ip), body: { username: owner, password: `guess-${ip}-${i}` } });
    // Another network than the attacker's and not the owner's: the number's slow-down still applies there.
    const elsewhere = await call("signin", {
      ...from("127.0.91.1"),
      body: { username: owner, password: "Demo-1234" },
    });
    expect(elsewhere.status).toBe(429);
    // The owner's home network is not slowed.
    const right = await call("signin", {
      ...from("127.0.90.2"),
      body: { username: owner, password: "Demo-1234" },
    });
    expect(right.status).toBe(200);
  });
});

/** Each of `addresses` clients spends its whole code allowance on new numbers, the clients in parallel. */
async function flood(addresses: number, ipOf: (a: number) => string, firstNumber: number) {
  const perClient = await Promise.all(
    Array.from({ length: addresses }, async (_, a) => {
      const results = [];
      for (let i = 0; i < REAL_LIMITS.otpClientRequestsPerWindow; i += 1)
        results.push(await askCode(ipOf(a), `0935${String(firstNumber + a * 100 + i).padStart(7, "0")}`));
      return results;
    }),
  );
  return perClient.flat();
}

describe("the global SMS budget sheds abusive traffic first", () => {
  it("25 addresses of one network reach only their network's allowance: a new number elsewhere is served", async () => {
    const results = await flood(25, (a) => `127.0.0.${10 + a}`, 2_000_000);
    expect(results.filter((r) => r.status === 200)).toHaveLength(REAL_LIMITS.otpPrefixRequestsPerWindow);
    expect(results.every((r) => r.status === 200 || codeOf(r.body) === 1015)).toBe(true);
    expect((await askCode("127.0.110.1", "09357100003")).status).toBe(200);
  }, 120_000);

  it("25 networks spend the shared budget: existing accounts keep their reserve, new numbers wait under a minute", async () => {
    const results = await flood(25, (a) => `127.${30 + a}.0.1`, 3_000_000);
    expect(results.filter((r) => r.status === 200)).toHaveLength(REAL_LIMITS.otpGlobalRequestsPerWindow);
    const busy = await askCode("127.0.120.1", "09357100004");
    expect(codeOf(busy.body)).toBe(1016);
    expect(Number(busy.response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // An existing account, from a network it never used, still gets its code and signs in.
    const owner = DEMO_ACCOUNTS.natural.phone;
    expect((await askCode("127.0.121.1", owner)).status).toBe(200);
    expect((await confirm("127.0.121.1", owner, Number(TEST_OTP))).status).toBe(200);
    server.clock.advance(REAL_LIMITS.otpGlobalWindowSeconds * 1000);
    expect((await askCode("127.0.120.1", "09357100004")).status).toBe(200);
  }, 120_000);
});
