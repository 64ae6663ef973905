import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { TokenSet } from "../auth/tokens";
import { coreFeatures } from "../features";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, TEST_OTP, type TestServer } from "../testing/testServer";
import { SocketCloseCode } from "./sockets";

// Issue 12 item 4: a socket lives no longer than its session. The periodic check is slowed right down here, so
// each close below comes from the revocation notice or from an explicit check, not from the timer.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    features: coreFeatures,
    listen: true,
    config: { wsSessionCheckMs: 600_000 },
  });
});
afterAll(async () => {
  await server.close();
});

interface OpenedSocket {
  ws: WebSocket;
  frames: unknown[];
  closed: Promise<{ code: number; reason: string }>;
}

function connect(profileId: number, token: string): Promise<OpenedSocket> {
  const url = `ws://127.0.0.1:${server.port}/api/profile/connect?profile_id=${profileId}&access_token=${token}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.once("close", (code, reason) => done({ code, reason: String(reason) })),
    );
    ws.on("message", (data) => frames.push(JSON.parse(String(data))));
    ws.once("open", () => resolve({ ws, frames, closed }));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | "still open"> {
  return Promise.race([promise, new Promise<"still open">((r) => setTimeout(() => r("still open"), ms))]);
}

const call = (id: string, req: Parameters<TestServer["contract"]["call"]>[2]) =>
  server.contract.call(server.built.app, id, req);

describe("the event socket ends with its session", () => {
  it("closes with 4401 at once when the session is revoked (refresh token reused after the grace window)", async () => {
    const t = await server.signIn(DEMO_ACCOUNTS.natural.phone);
    const socket = await connect(101, t.access_token);
    await call("refreshToken", { body: { refresh_token: t.refresh_token } });
    server.clock.advance((server.deps.config.refreshReuseGraceSeconds + 1) * 1000);
    expect((await call("refreshToken", { body: { refresh_token: t.refresh_token } })).status).toBe(400);
    expect(await within(socket.closed, 3000)).toEqual({
      code: SocketCloseCode.sessionEnded,
      reason: "session ended",
    });
    // A revoked socket receives nothing more: events for the profile reach only live sockets.
    const fresh = await server.signIn(DEMO_ACCOUNTS.natural.phone);
    const live = await connect(101, fresh.access_token);
    await server.deps.events.publish({
      type: "request",
      profile_id: 101,
      payload: { item_id: 1, form_id: 2 },
    });
    await expect.poll(() => live.frames.length).toBe(1);
    expect(socket.frames).toEqual([]);
    live.ws.close();
  });

  it("closes with 4401 when a password reset revokes every session of the user", async () => {
    const phone = DEMO_ACCOUNTS.password.phone;
    const t = await server.signIn(phone);
    const socket = await connect(DEMO_ACCOUNTS.password.mainProfileId, t.access_token);
    await call("forgotPassword", { body: { username: phone } });
    const reset = await call("forgotPasswordConfirm", {
      body: {
        username: phone,
        new_password: "New-pass-123",
        new_password_confirm: "New-pass-123",
        sms_code: Number(TEST_OTP),
      },
    });
    expect(reset.status).toBe(200);
    expect((await within(socket.closed, 3000)) as { code: number }).toMatchObject({ code: 4401 });
  });

  it("closes with 4401 once the access token it was opened with expires", async () => {
    const t: TokenSet = await server.signIn(DEMO_ACCOUNTS.legal.phone);
    const socket = await connect(DEMO_ACCOUNTS.legal.mainProfileId, t.access_token);
    await server.built.sockets.checkSessions();
    expect(await within(socket.closed, 200)).toBe("still open");
    server.clock.advance((server.deps.config.accessTtlSeconds + 1) * 1000);
    await server.built.sockets.checkSessions();
    expect((await within(socket.closed, 3000)) as { code: number }).toMatchObject({ code: 4401 });
  });

  it("closes with 4403 when the user may no longer act as the socket's profile", async () => {
    const t = await server.signIn(DEMO_ACCOUNTS.natural.phone);
    const socket = await connect(102, t.access_token);
    const user = await server.deps.db
      .selectFrom("users")
      .select("id")
      .where("mobile", "=", DEMO_ACCOUNTS.natural.phone)
      .executeTakeFirstOrThrow();
    await server.deps.db
      .deleteFrom("profile_links")
      .where("user_id", "=", user.id)
      .where("profile_id", "=", 102)
      .execute();
    await server.built.sockets.checkSessions();
    expect((await within(socket.closed, 3000)) as { code: number }).toMatchObject({
      code: SocketCloseCode.profileUnavailable,
    });
  });

  it("the periodic check closes an expired socket without being asked", async () => {
    const quick = await createTestServer({
      features: coreFeatures,
      listen: true,
      config: { wsSessionCheckMs: 100 },
    });
    try {
      const t = await quick.signIn(DEMO_ACCOUNTS.agent.phone);
      const url = `ws://127.0.0.1:${quick.port}/api/profile/connect?profile_id=${DEMO_ACCOUNTS.agent.mainProfileId}&access_token=${t.access_token}`;
      const ws = new WebSocket(url);
      const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
      await new Promise((r) => ws.once("open", r));
      quick.clock.advance((quick.deps.config.accessTtlSeconds + 1) * 1000);
      expect(await within(closed, 3000)).toBe(4401);
    } finally {
      await quick.close();
    }
  });
});
