import { describe, expect, it } from "vitest";
import {
  createStack,
  json,
  rejectionOf,
  type SeenRequest,
  signedIn,
  testOperations,
  tokenAnswer,
} from "../../test/harness";
import { ApiError } from "../errors";
import { messages } from "../messages";

const REFRESH = "/api/profile/refresh_token";

/** A server that accepts only access token A2 and answers refreshes with A2 after a short delay. */
function rotatingServer(request: SeenRequest): Promise<Response> | Response {
  if (request.path === REFRESH) {
    return new Promise((resolve) => setTimeout(() => resolve(tokenAnswer("A2")), 5));
  }
  if (request.headers.authorization !== "Bearer A2")
    return json(401, { message: "توکن نامعتبر", code: null });
  return json(200, { data: `ok ${request.body}` });
}

describe("refresh-on-401 middleware", () => {
  it("runs one refresh for ten concurrent 401s and retries each call once, successfully", async () => {
    const s = createStack({ handler: rotatingServer, tokens: signedIn("A1") });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.client.GET("/api/private", { params: { query: { page: i } } })),
    );
    expect(s.fake.to(REFRESH)).toHaveLength(1);
    expect(results.map((r) => r.data)).toEqual(Array.from({ length: 10 }, () => ({ data: "ok " })));
    const calls = s.fake.to("/api/private");
    expect(calls).toHaveLength(20);
    expect(calls.filter((c) => c.headers.authorization === "Bearer A2")).toHaveLength(10);
    expect(new Set(calls.slice(10).map((c) => c.url)).size).toBe(10);
    expect(s.tokenStore.read()).toMatchObject({ accessToken: "A2", refreshToken: "R2", activeProfileId: 7 });
    expect(s.expired).toHaveLength(0);
  });

  it("replays a POST body intact on the retry, with Profile-Id kept", async () => {
    const s = createStack({ handler: rotatingServer, tokens: signedIn("A1") });
    const { data } = await s.client.POST("/api/private", { body: { text: "سلام دنیا", n: 42 } });
    const calls = s.fake.to("/api/private");
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]?.body ?? "")).toEqual({ text: "سلام دنیا", n: 42 });
    expect(calls[1]?.body).toBe(calls[0]?.body);
    expect(calls[1]?.headers["profile-id"]).toBe("7");
    expect(calls[1]?.headers["content-type"]).toBe("application/json");
    expect(data).toEqual({ data: `ok ${calls[0]?.body}` });
  });

  it("removes the access token before refreshing", async () => {
    const s = createStack({
      handler: (r) => {
        if (r.path === REFRESH) {
          expect(s.tokenStore.read().accessToken).toBeNull();
          return tokenAnswer("A2");
        }
        return rotatingServer(r);
      },
      tokens: signedIn("A1"),
    });
    await s.client.GET("/api/private");
    expect(s.fake.to(REFRESH)).toHaveLength(1);
  });

  it("leaves a clean signed-out store and emits onSessionExpired once when the refresh is refused", async () => {
    const s = createStack({
      handler: (r) =>
        r.path === REFRESH
          ? json(401, { message: "refresh token expired", code: 1001 })
          : json(401, { message: "توکن منقضی شده", code: null }),
      tokens: signedIn("A1"),
    });
    const errors = await Promise.all([
      rejectionOf(s.client.GET("/api/private")),
      rejectionOf(s.client.POST("/api/private", { body: { text: "x", n: 1 } })),
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: "توکن منقضی شده" });
    }
    expect(s.fake.to(REFRESH)).toHaveLength(1);
    expect(s.fake.to("/api/private")).toHaveLength(2);
    expect(s.tokenStore.read()).toEqual({
      accessToken: null,
      accessTokenExpiresAt: null,
      refreshToken: null,
      refreshTokenExpiresAt: null,
      activeProfileId: null,
    });
    expect(s.expired).toHaveLength(1);
    // Later private calls fail locally: nothing more is sent.
    await rejectionOf(s.client.GET("/api/private"));
    expect(s.fake.seen).toHaveLength(3);
    expect(s.expired).toHaveLength(1);
  });

  it("retries exactly once: a second 401 is returned as an error, never another refresh", async () => {
    const s = createStack({
      handler: (r) => (r.path === REFRESH ? tokenAnswer("A2") : json(401, { message: "no", code: null })),
      tokens: signedIn("A1"),
    });
    const error = await rejectionOf(s.client.GET("/api/private"));
    expect(error).toMatchObject({ status: 401, message: "no" });
    expect(s.fake.to("/api/private")).toHaveLength(2);
    expect(s.fake.to(REFRESH)).toHaveLength(1);
  });

  it("never intercepts a 401 of the sign-in call or of any public call", async () => {
    const s = createStack({
      handler: () => json(401, { message: "wrong password", code: 3 }),
      tokens: signedIn(),
    });
    expect(await rejectionOf(s.client.POST("/api/profile/signin", { body: {} }))).toMatchObject({
      status: 401,
    });
    expect(await rejectionOf(s.client.GET("/api/public"))).toMatchObject({ status: 401 });
    expect(s.fake.to(REFRESH)).toHaveLength(0);
    expect(s.tokenStore.read().accessToken).toBe("A1");
  });

  it("never intercepts the session's own calls, even if the contract gave them a token", async () => {
    const s = createStack({
      handler: (r) =>
        r.path === REFRESH ? tokenAnswer("A2") : json(401, { message: "wrong code", code: 3 }),
      tokens: signedIn(),
      operations: testOperations.map((op) =>
        op.operationId === "signin" ? { ...op, auth: "optional" } : op,
      ),
    });
    expect(await rejectionOf(s.client.POST("/api/profile/signin", { body: {} }))).toMatchObject({
      status: 401,
    });
    expect(s.fake.seen[0]?.headers.authorization).toBe("Bearer A1");
    expect(s.fake.to(REFRESH)).toHaveLength(0);
  });

  it("never intercepts a 401 of the refresh call itself", async () => {
    const s = createStack({ handler: () => json(401, { message: "bad", code: null }), tokens: signedIn() });
    expect(await rejectionOf(s.client.POST("/api/profile/refresh_token", { body: {} }))).toMatchObject({
      status: 401,
    });
    expect(s.fake.seen).toHaveLength(1);
  });

  it("does not refresh again for a late 401 of a token that was already replaced", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const s = createStack({
      handler: async (r) => {
        if (r.path === REFRESH) return tokenAnswer("A2");
        if (r.headers.authorization === "Bearer A2") return json(200, { data: "ok" });
        if (r.url.endsWith("page=2")) await gate; // this 401 arrives after the refresh finished
        return json(401, { message: "expired", code: null });
      },
      tokens: signedIn("A1"),
    });
    const slow = s.client.GET("/api/private", { params: { query: { page: 2 } } });
    await s.client.GET("/api/private", { params: { query: { page: 1 } } });
    release();
    expect((await slow).data).toEqual({ data: "ok" });
    expect(s.fake.to(REFRESH)).toHaveLength(1);
  });

  it("keeps the stored session and fails with the internet-cut text when offline during the refresh", async () => {
    const s = createStack({
      handler: (r) => {
        if (r.path === REFRESH) {
          s.online.value = false;
          throw new TypeError("fetch failed");
        }
        return json(401, { message: "expired", code: null });
      },
      tokens: signedIn("A1"),
    });
    const error = await rejectionOf(s.client.GET("/api/private"));
    expect(error).toMatchObject({ status: 0, code: null, message: messages.internetCut });
    expect(s.tokenStore.read()).toMatchObject({ accessToken: null, refreshToken: "R1", activeProfileId: 7 });
    expect(s.expired).toHaveLength(0);
  });

  it("fails the retry with the internet-cut text when the network drops before it", async () => {
    let sent = 0;
    const s = createStack({
      handler: (r) => {
        if (r.path === REFRESH) return tokenAnswer("A2");
        sent += 1;
        if (sent === 2) {
          s.online.value = false;
          throw new TypeError("fetch failed");
        }
        return json(401, { message: "expired", code: null });
      },
      tokens: signedIn("A1"),
    });
    const error = await rejectionOf(s.client.GET("/api/private"));
    expect(error).toMatchObject({ status: 0, message: messages.internetCut });
  });
});
