import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTempToken, type TokenSet } from "../auth/tokens";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, TEST_OTP, type TestServer } from "../testing/testServer";
import { coreFeatures } from "./index";

/** Every operation of the access-and-account document (the marketplace ones have their own suite). */
const CORE_OPERATIONS = [
  "refreshToken",
  "getProfile",
  "getProfileInfo",
  "updateProfile",
  "initProfile",
  "signin",
  "signinConfirm",
  "autoLogin",
  "forgotPassword",
  "forgotPasswordConfirm",
  "changePassword",
  "changeTwoFactor",
  "changeTwoFactorConfirm",
  "changeTwoFactorResendCode",
  "getSupplierRules",
  "getWallet",
  "deposit",
  "listBalanceHistory",
  "listInternetReceipts",
  "uploadFiles",
  "listMessages",
  "setMessagesSeen",
  "setAllMessagesSeen",
  "listTicketSections",
  "listTickets",
  "createTicket",
  "getTicket",
  "listTicketReplies",
  "replyTicket",
  "closeTicket",
  "setTicketUseful",
  "batch",
  "getChangelog",
  "logUi",
  "logAnalyticsEvents",
  "getPaymentPage",
  "payPayment",
  "getUploadedFile",
];

// A 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

let server: TestServer;
let tokens: TokenSet;
const called = new Set<string>();
const natural = DEMO_ACCOUNTS.natural;

async function call(id: string, request: Parameters<TestServer["contract"]["call"]>[2] = {}) {
  const result = await server.contract.call(server.built.app, id, request);
  if (result.status < 400) called.add(id);
  return result;
}
const auth = () => ({ token: tokens.access_token, profileId: natural.mainProfileId });

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
  tokens = await server.signIn(natural.phone);
});
afterAll(async () => {
  await server.close();
});

describe("every access-and-account operation answers inside the contract", () => {
  it("sign-in by code: signin then signinConfirm give a token set with absolute expiry", async () => {
    const start = await call("signin", { body: { username: natural.phone } });
    expect(start.body).toMatchObject({ data: { signup: false, two_auth_method: 1 } });
    const confirm = await call("signinConfirm", {
      body: { username: natural.phone, signup: false, code: Number(TEST_OTP) },
    });
    const token = (confirm.body as { data: { token: TokenSet } }).data.token;
    const now = Math.floor(server.clock.now() / 1000);
    expect(token.access_token_expires_in).toBe(now + server.deps.config.accessTtlSeconds);
    expect(token.refresh_token_expires_in).toBe(now + server.deps.config.refreshTtlSeconds);
  });

  it("password sign-in with two-step asks for the code, then signs in", async () => {
    const p = DEMO_ACCOUNTS.password;
    const start = await call("signin", { body: { username: p.phone, password: p.password } });
    expect(start.body).toMatchObject({ data: { signup: false, two_auth_method: 1 } });
    expect((start.body as { data: { token?: unknown } }).data.token).toBeUndefined();
    const confirm = await call("signinConfirm", {
      body: { username: p.phone, signup: false, code: Number(TEST_OTP) },
    });
    expect(confirm.status).toBe(200);
  });

  it("refreshToken rotates the pair", async () => {
    const fresh = await server.signIn(natural.phone);
    const r = await call("refreshToken", { body: { refresh_token: fresh.refresh_token } });
    const next = (r.body as { data: { token: TokenSet } }).data.token;
    expect(next.refresh_token).not.toBe(fresh.refresh_token);
    expect(next.access_token).not.toBe(fresh.access_token);
  });

  it("autoLogin exchanges a single-use temp token", async () => {
    const temp = await issueTempToken(server.deps.db, server.clock, server.deps.config, natural.userId);
    expect((await call("autoLogin", { body: { temp_token: temp } })).status).toBe(200);
    const again = await call("autoLogin", { body: { temp_token: temp } });
    expect(again.status).toBe(400);
  });

  it("getProfile lists the legal and the proxy profile; getProfileInfo follows Profile-Id", async () => {
    const r = await call("getProfile", auth());
    const profile = (
      r.body as {
        data: { profile: { id: number; link: { id: number; profile_link_from: string | null }[] } };
      }
    ).data.profile;
    expect(profile.id).toBe(101);
    expect(profile.link.map((l) => l.id)).toEqual([102, 201]);
    expect(profile.link.find((l) => l.id === 201)?.profile_link_from).toBeTruthy();
    const info = await call("getProfileInfo", { token: tokens.access_token, profileId: 102 });
    expect(
      (info.body as { data: { profile: { id: number; person_kind_role_id: number } } }).data.profile,
    ).toMatchObject({ id: 102, person_kind_role_id: 5 });
  });

  it("updateProfile stores the change", async () => {
    await call("updateProfile", {
      ...auth(),
      body: { first_name: "علیرضا", last_name: "محمدی", birth_date: 631152000, shaba: null, pic: null },
    });
    const r = await call("getProfileInfo", auth());
    expect(
      (r.body as { data: { profile: { first_name: string; shaba: string | null } } }).data.profile,
    ).toMatchObject({ first_name: "علیرضا", shaba: null });
  });

  it("updateProfile: a legal profile registers its own sheba without names or a birth date", async () => {
    const legal = { token: tokens.access_token, profileId: 102 };
    const r = await call("updateProfile", { ...legal, body: { shaba: "IR820540102680020817909002" } });
    expect(r.status).toBe(200);
    const info = await call("getProfileInfo", legal);
    expect(
      (info.body as { data: { profile: { label: string; shaba: string | null } } }).data.profile,
    ).toMatchObject({ label: "موسسه خدمات مجالس نور", shaba: "IR820540102680020817909002" });
  });

  it("signup: a new number signs in with signup true, then initProfile registers it", async () => {
    const phone = "09350000077";
    const start = await call("signin", { body: { username: phone } });
    expect(start.body).toMatchObject({ data: { signup: true } });
    const confirm = await call("signinConfirm", {
      body: { username: phone, signup: true, code: Number(TEST_OTP) },
    });
    const temp = (confirm.body as { data: { token: TokenSet } }).data.token;
    const init = await call("initProfile", {
      token: temp.access_token,
      body: {
        first_name: "سارا",
        last_name: "نوری",
        birth_date: 700000000,
        national_code: "0078912342",
        shaba: null,
      },
    });
    expect(init.status).toBe(200);
    const again = await call("initProfile", {
      token: temp.access_token,
      body: { first_name: "سارا", last_name: "نوری", birth_date: 700000000, national_code: "0078912342" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 1039 });
    const profile = await call("getProfile", { token: temp.access_token });
    expect((profile.body as { data: { profile: { first_name: string } } }).data.profile.first_name).toBe(
      "سارا",
    );
  });

  it("forgot password, then sign in with the new password", async () => {
    const phone = DEMO_ACCOUNTS.agent.phone;
    await call("forgotPassword", { body: { username: phone } });
    await call("forgotPasswordConfirm", {
      body: {
        username: phone,
        new_password: "new-pass-123",
        new_password_confirm: "new-pass-123",
        sms_code: Number(TEST_OTP),
      },
    });
    const r = await call("signin", { body: { username: phone, password: "new-pass-123" } });
    expect((r.body as { data: { token?: TokenSet } }).data.token?.access_token).toBeTruthy();
  });

  it("changePassword sets and removes a password; two-step goes on and off with a code", async () => {
    const legal = DEMO_ACCOUNTS.legal;
    const t = await server.signIn(legal.phone);
    const a = { token: t.access_token, profileId: legal.mainProfileId };
    await call("changePassword", {
      ...a,
      body: { remove_password: false, new_password: "abcdefgh1", new_password_confirm: "abcdefgh1" },
    });
    let info = await call("getProfileInfo", a);
    expect((info.body as { data: { profile: { has_password: boolean } } }).data.profile.has_password).toBe(
      true,
    );
    await call("changePassword", { ...a, body: { remove_password: true, old_password: "abcdefgh1" } });
    await call("changeTwoFactor", { ...a, body: { method_id: 1 } });
    await call("changeTwoFactorResendCode", { ...a, body: { method_id: 1 } });
    await call("changeTwoFactorConfirm", { ...a, body: { method_id: 1, sms_code: Number(TEST_OTP) } });
    info = await call("getProfileInfo", a);
    expect(
      (info.body as { data: { profile: { has_password: boolean; two_factor_auth_method: number } } }).data
        .profile,
    ).toMatchObject({
      has_password: false,
      two_factor_auth_method: 1,
    });
  });

  it("public pages: supplier rules and changelog", async () => {
    const rules = await call("getSupplierRules", { query: { service: 2 } });
    expect(
      (rules.body as { data: { content: { html_body: string }[] }[] }).data[0]?.content[0]?.html_body,
    ).toContain("<ol>");
    const changelog = await call("getChangelog");
    expect(changelog.body).toMatchObject({ force: false });
  });

  it("wallet: deposit → payment page → pay credits the wallet and records a receipt", async () => {
    const before = (await call("getWallet", auth())).body as { data: { balance: number } };
    const dep = await call("deposit", { ...auth(), body: { amount: 150000, payline: 1, service_type: 1 } });
    const link = (dep.body as { data: { link: string } }).data.link;
    const id = new URL(link).pathname.split("/").pop() ?? "";
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await call("getPaymentPage", { path: { payment_id: id } });
    expect(String(page.body)).toContain('dir="rtl"');
    const paid = await call("payPayment", {
      path: { payment_id: id },
      body: new URLSearchParams({ result: "paid" }),
    });
    expect(paid.status).toBe(303);
    expect(paid.response.headers.get("location")).toBe(`/panel/wallet/receipts?payment=${id}&status=paid`);
    const after = (await call("getWallet", auth())).body as { data: { balance: number } };
    expect(after.data.balance).toBe(before.data.balance + 150000);
    const history = (await call("listBalanceHistory", { ...auth(), query: { limit: 10, offset: 0 } }))
      .body as {
      data: { amount: number; balance: number }[];
    };
    expect(history.data[0]).toMatchObject({ amount: 150000, balance: after.data.balance });
    const receipts = (await call("listInternetReceipts", { ...auth(), query: { limit: 10 } })).body as {
      data: { price: number }[];
    };
    expect(receipts.data[0]?.price).toBe(150000);
    const twice = await call("payPayment", {
      path: { payment_id: id },
      body: new URLSearchParams({ result: "paid" }),
    });
    expect(twice.status).toBe(200);
    const still = (await call("getWallet", auth())).body as { data: { balance: number } };
    expect(still.data.balance).toBe(after.data.balance);
  });

  it("upload stores the file with ;-separated variants and serves it back", async () => {
    const form = new FormData();
    form.append("folder", "user");
    form.append("files", new File([PNG], "a.png", { type: "image/png" }));
    const r = await call("uploadFiles", { ...auth(), body: form });
    if (r.status !== 200) console.log(server.log.lines.filter((l) => l.includes("error")).join("\n"));
    expect(r.body).toMatchObject({ data: {} });
    const original = (r.body as { data: { file: { original: string }[] } }).data.file[0]?.original ?? "";
    const variants = original.split(";");
    expect(variants[0]).toMatch(/^user\/[\w-]+_org\.png$/);
    expect(variants[1]).toBe(variants[0]?.replace("org", "360x360"));
    const original0 = await call("getUploadedFile", { path: { path: variants[0] ?? "" } });
    expect(new Uint8Array(await original0.response.arrayBuffer())).toEqual(PNG);
    // The variant is a real (re-encoded) image, never enlarged: still 1×1 and still a PNG.
    const served = await call("getUploadedFile", { path: { path: variants[1] ?? "" } });
    const meta = await sharp(Buffer.from(await served.response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1, 1]);
  });

  it("messages: pages of 10, seen, seen all", async () => {
    const first = (await call("listMessages", { ...auth(), query: { offset: 0 } })).body as {
      data: { id: number; seen: boolean }[];
      count: number;
    };
    expect(first.data).toHaveLength(10);
    expect(first.count).toBeGreaterThan(10);
    const unseen = first.data.filter((m) => !m.seen).map((m) => m.id);
    expect(unseen.length).toBeGreaterThan(0);
    await call("setMessagesSeen", { ...auth(), body: { ids: unseen.slice(0, 1), type: 3 } });
    const second = (await call("listMessages", { ...auth(), query: { offset: 10 } })).body as {
      data: unknown[];
      count: number;
    };
    expect(second.data.length).toBe(first.count - 10);
    await call("setAllMessagesSeen", auth());
    const all = (await call("listMessages", { ...auth(), query: { offset: 0, limit: 100 } })).body as {
      data: { seen: boolean }[];
    };
    expect(all.data.every((m) => m.seen)).toBe(true);
  });

  it("tickets: create, read, reply, close, feedback once", async () => {
    const sections = (await call("listTicketSections", auth())).body as { data: { id: number }[] };
    const created = await call("createTicket", {
      ...auth(),
      body: { subject: "سوال", description: "توضیح", section_id: sections.data[0]?.id ?? null },
    });
    const id = (created.body as { data: { id: number } }).data.id;
    const ticket = (await call("getTicket", { ...auth(), query: { id } })).body as {
      data: { status_id: number; is_useful: null };
    };
    expect(ticket.data).toMatchObject({ status_id: 0, is_useful: null });
    await call("replyTicket", { ...auth(), body: { id, message: "پیگیری", type: "text" } });
    const replies = (await call("listTicketReplies", { ...auth(), query: { id } })).body as {
      data: { message: string; person_identifier: { kind_id: number } }[];
    };
    expect(replies.data.at(-1)).toMatchObject({ message: "پیگیری", person_identifier: { kind_id: 1 } });
    const list = (await call("listTickets", { ...auth(), query: { offset: 0, limit: 10 } })).body as {
      data: { id: number; status_id: number }[];
    };
    expect(list.data[0]).toMatchObject({ id, status_id: 1 });
    await call("closeTicket", { ...auth(), body: { id } });
    await call("setTicketUseful", { ...auth(), body: { id, is_useful: true } });
    const twice = await call("setTicketUseful", { ...auth(), body: { id, is_useful: false } });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ message: "شما قبلا برای این تیکت بازخورد ثبت کرده‌اید." });
  });

  it("batch runs GET sub-requests with the caller's headers", async () => {
    const r = await call("batch", {
      ...auth(),
      body: {
        requests: [
          { identifier: "wallet", method: "GET", url: "/api/financial/balance/wallet" },
          { identifier: "x", method: "GET", url: "/api/ticket/get?id=999999" },
        ],
      },
    });
    const data = (
      r.body as {
        data: {
          identifier: string;
          response: { status_code: number; body: { data?: { balance: number } } };
        }[];
      }
    ).data;
    expect(data[0]?.response.status_code).toBe(200);
    expect(typeof data[0]?.response.body.data?.balance).toBe("number");
    expect(data[1]?.response.status_code).toBe(404);
  });

  it("logUi accepts reports with and without a token", async () => {
    await call("logUi", { body: { message: "TypeError: x", url: "/panel", version: "0.5.0" } });
    await call("logUi", {
      token: tokens.access_token,
      body: { message: "boom", url: "/panel/wallet", version: "0.5.0", stack: "at x" },
    });
    const rows = await server.deps.db
      .selectFrom("ui_logs")
      .select(["user_id", "message"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { user_id: null, message: "TypeError: x" },
      { user_id: natural.userId, message: "boom" },
    ]);
  });

  it("logAnalyticsEvents takes a batch without a token", async () => {
    const r = await call("logAnalyticsEvents", {
      body: { events: [{ type: "stepViewed", form_id: 1, step: "FORM-1", kind: "FORM" }] },
    });
    expect(r.status).toBe(200);
  });

  it("covered every operation of the access document", () => {
    const documented = new Set(server.contract.operations.map((o) => o.operationId));
    for (const id of CORE_OPERATIONS) expect(documented.has(id), `${id} in the document`).toBe(true);
    expect([...CORE_OPERATIONS].filter((id) => !called.has(id))).toEqual([]);
  });
});
