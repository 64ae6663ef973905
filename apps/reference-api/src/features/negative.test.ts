import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenSet } from "../auth/tokens";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import type { OperationRequest } from "../testing/contract";
import { CORE_TABLES, snapshotTables } from "../testing/snapshot";
import { createTestServer, type TestServer } from "../testing/testServer";
import { coreFeatures } from "./index";

const PERSIAN = /[\u0600-\u06FF]/;
let server: TestServer;
let tokens: TokenSet;
let signupToken: TokenSet;
const natural = DEMO_ACCOUNTS.natural;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
  tokens = await server.signIn(natural.phone);
  // A new number that has confirmed its code but not registered yet (for initProfile).
  signupToken = await server.signIn("09350000088");
});
afterAll(async () => {
  await server.close();
});

const auth = (): OperationRequest => ({ token: tokens.access_token, profileId: natural.mainProfileId });

/** For each write operation, inputs that break the contract or a business rule (one per row). */
const cases: [operationId: string, label: string, request: () => OperationRequest, ignore?: string[]][] = [
  ["refreshToken", "missing refresh_token", () => ({ body: {} })],
  ["signin", "phone of 10 digits", () => ({ body: { username: "0912000000" } })],
  // A wrong password is counted towards the lock on purpose: only otp_guards may change.
  [
    "signin",
    "wrong password",
    () => ({ body: { username: DEMO_ACCOUNTS.password.phone, password: "not-the-password" } }),
    ["otp_guards"],
  ],
  [
    "signinConfirm",
    "code of 4 digits",
    () => ({ body: { username: natural.phone, signup: false, code: 1234 } }),
  ],
  [
    "signinConfirm",
    "extra field",
    () => ({ body: { username: natural.phone, signup: false, code: 12345, admin: true } }),
  ],
  ["autoLogin", "temp_token not a string", () => ({ body: { temp_token: 42 } })],
  ["forgotPassword", "username missing", () => ({ body: {} })],
  [
    "forgotPasswordConfirm",
    "passwords differ",
    () => ({
      body: {
        username: DEMO_ACCOUNTS.legal.phone,
        new_password: "abcdefgh1",
        new_password_confirm: "abcdefgh2",
        sms_code: 12345,
      },
    }),
  ],
  [
    "forgotPasswordConfirm",
    "short password",
    () => ({
      body: {
        username: DEMO_ACCOUNTS.legal.phone,
        new_password: "abc",
        new_password_confirm: "abc",
        sms_code: 12345,
      },
    }),
  ],
  [
    "updateProfile",
    "name with symbols",
    () => ({ ...auth(), body: { first_name: "<script>", last_name: "x", birth_date: 631152000 } }),
  ],
  [
    "updateProfile",
    "a natural profile without its names",
    () => ({ ...auth(), body: { shaba: "IR820540102680020817909002" } }),
  ],
  [
    "updateProfile",
    "future birth date",
    () => ({ ...auth(), body: { first_name: "علی", last_name: "محمدی", birth_date: 4102444800 } }),
  ],
  [
    "updateProfile",
    "bad shaba",
    () => ({
      ...auth(),
      body: { first_name: "علی", last_name: "محمدی", birth_date: 631152000, shaba: "IR12" },
    }),
  ],
  [
    "initProfile",
    "national code with a wrong check digit",
    () => ({
      token: signupToken.access_token,
      body: { first_name: "سارا", last_name: "نوری", birth_date: 700000000, national_code: "0078912341" },
    }),
  ],
  [
    "initProfile",
    "missing last name",
    () => ({
      token: signupToken.access_token,
      body: { first_name: "سارا", birth_date: 700000000, national_code: "0078912342" },
    }),
  ],
  [
    "changePassword",
    "mismatching confirmation",
    () => ({
      ...auth(),
      body: { remove_password: false, new_password: "abcdefgh1", new_password_confirm: "abcdefgh9" },
    }),
  ],
  [
    "changePassword",
    "remove without a password set",
    () => ({ ...auth(), body: { remove_password: true, old_password: "whatever1" } }),
  ],
  ["changeTwoFactor", "method 7", () => ({ ...auth(), body: { method_id: 7 } })],
  ["changeTwoFactor", "already off", () => ({ ...auth(), body: { method_id: 0 } })],
  ["changeTwoFactorConfirm", "no code", () => ({ ...auth(), body: { method_id: 1 } })],
  ["changeTwoFactorResendCode", "method 0", () => ({ ...auth(), body: { method_id: 0 } })],
  ["deposit", "amount 0", () => ({ ...auth(), body: { amount: 0, payline: 1, service_type: 1 } })],
  [
    "deposit",
    "amount as text",
    () => ({ ...auth(), body: { amount: "100000", payline: 1, service_type: 1 } }),
  ],
  [
    "uploadFiles",
    "no files",
    () => {
      const form = new FormData();
      form.append("folder", "user");
      return { ...auth(), body: form };
    },
  ],
  [
    "uploadFiles",
    "a text file renamed to .png",
    () => {
      const form = new FormData();
      form.append("files", new File(["hello"], "a.png", { type: "image/png" }));
      return { ...auth(), body: form };
    },
  ],
  ["setMessagesSeen", "ids not integers", () => ({ ...auth(), body: { ids: ["a"], type: 3 } })],
  [
    "createTicket",
    "empty subject",
    () => ({ ...auth(), body: { subject: "", description: "x", section_id: null } }),
  ],
  [
    "createTicket",
    "unknown section",
    () => ({ ...auth(), body: { subject: "s", description: "d", section_id: 999 } }),
  ],
  ["replyTicket", "type not text", () => ({ ...auth(), body: { id: 1, message: "x", type: "image" } })],
  ["closeTicket", "id 0", () => ({ ...auth(), body: { id: 0 } })],
  ["setTicketUseful", "is_useful missing", () => ({ ...auth(), body: { id: 1 } })],
  [
    "batch",
    "POST sub-request",
    () => ({
      ...auth(),
      body: { requests: [{ identifier: "a", method: "POST", url: "/api/ticket/create" }] },
    }),
  ],
  [
    "batch",
    "outside URL",
    () => ({
      ...auth(),
      body: { requests: [{ identifier: "a", method: "GET", url: "http://evil.example/" }] },
    }),
  ],
  [
    "batch",
    "URL that leaves /api/ once resolved",
    () => ({
      ...auth(),
      body: { requests: [{ identifier: "a", method: "GET", url: "/api/%2e%2e/pay/1" }] },
    }),
  ],
  ["logUi", "empty message", () => ({ body: { message: "", url: "/", version: "1" } })],
  [
    "logAnalyticsEvents",
    "an event carrying a typed value",
    () => ({
      body: { events: [{ type: "fieldErrorShown", form_id: 1, key: "e1_name", kind: "REGEX", value: "x" }] },
    }),
  ],
  [
    "payPayment",
    "unknown result",
    () => ({ path: { payment_id: "A".repeat(43) }, body: new URLSearchParams({ result: "stolen" }) }),
  ],
];

describe("bad input to a write operation gets 400 with a Persian message and changes nothing", () => {
  it.each(cases)("%s: %s", async (operationId, _label, request, ignore = []) => {
    const tables = CORE_TABLES.filter((t) => !ignore.includes(t));
    const before = await snapshotTables(server.deps, tables);
    const result = await server.contract.call(server.built.app, operationId, request());
    expect(result.status).toBe(400);
    const body = result.body as { message: string; code: number | null };
    expect(body.message).toMatch(PERSIAN);
    expect(typeof body.code).toBe("number");
    expect(await snapshotTables(server.deps, tables)).toBe(before);
  });

  it("a contract violation lists details with /body or /query paths", async () => {
    const r = await server.contract.call(server.built.app, "signin", { body: { username: "123" } });
    expect(r.body).toMatchObject({ code: 1001, details: [{ path: "/body/username" }] });
    const q = await server.contract.call(server.built.app, "listTickets", {
      ...auth(),
      query: { limit: 1000 },
    });
    expect(q.body).toMatchObject({ code: 1001, details: [{ path: "/query/limit" }] });
  });

  it("a wrong-format mobile or a short sheba is told what it lacks, not the generic refusal", async () => {
    for (const username of ["0912000000", "08120000001", "+989120000001"]) {
      const r = await server.contract.call(server.built.app, "signin", { body: { username } });
      expect(r.body, username).toMatchObject({ message: "شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود." });
    }
    const forgot = await server.contract.call(server.built.app, "forgotPassword", {
      body: { username: "0912" },
    });
    expect(forgot.body).toMatchObject({ message: "شماره موبایل باید ۱۱ رقم باشد و با ۰۹ شروع شود." });
    const sheba = await server.contract.call(server.built.app, "updateProfile", {
      ...auth(),
      body: { first_name: "علی", last_name: "محمدی", birth_date: 631152000, shaba: "IR12" },
    });
    expect(sheba.status).toBe(400);
    expect(sheba.body).toMatchObject({ message: "شماره شبا باید IR و ۲۴ رقم باشد." });
  });

  it("malformed JSON is 400, an unknown API route 404, neither leaks a stack", async () => {
    const bad = await server.built.app.request("/api/ticket/create", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens.access_token}` },
      body: "{nope",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "قالب داده‌های ارسالی درست نیست.", code: 1002 });
    const missing = await server.built.app.request("/api/does/not/exist");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/at .*\.ts/);
  });

  it("the payment page runs no script, posts only to itself and cannot be framed", async () => {
    const dep = await server.contract.call(server.built.app, "deposit", {
      ...auth(),
      body: { amount: 1000, payline: 1, service_type: 1 },
    });
    const link = (dep.body as { data: { link: string } }).data.link;
    const page = await server.built.app.request(new URL(link).pathname);
    expect(page.status).toBe(200);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(await page.text()).not.toContain("<script");
  });

  it("an upload above the request cap is 413", async () => {
    const cap = server.deps.config.maxRequestBytes;
    server.deps.config.maxRequestBytes = 1024;
    try {
      const before = await snapshotTables(server.deps);
      const form = new FormData();
      form.append("files", new File([new Uint8Array(4096)], "big.png", { type: "image/png" }));
      const r = await server.contract.call(server.built.app, "uploadFiles", { ...auth(), body: form });
      expect(r.status).toBe(413);
      expect((r.body as { message: string }).message).toMatch(PERSIAN);
      expect(await snapshotTables(server.deps)).toBe(before);
    } finally {
      server.deps.config.maxRequestBytes = cap;
    }
  });
});
