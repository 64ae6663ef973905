import { describe, expect, it } from "vitest";
import { createStack, json, NOW, rejectionOf, signedIn, tokenAnswer } from "../../test/harness";
import { bearer } from "../bearer";
import { ApiError } from "../errors";
import { messages } from "../messages";

const ok = () => json(200, { data: "ok" });

describe("auth middleware", () => {
  it("sends no Authorization on a public call, even when signed in and even if the caller passed one", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    await s.client.GET("/api/public", { headers: { Authorization: "Bearer leaked" } });
    expect(s.fake.seen).toHaveLength(1);
    expect(s.fake.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("sends the stored access token on a private call", async () => {
    const s = createStack({ handler: ok, tokens: signedIn("A1") });
    const { data } = await s.client.GET("/api/private");
    expect(data).toEqual({ data: "ok" });
    expect(s.fake.seen[0]?.headers.authorization).toBe("Bearer A1");
  });

  it("refuses a private call locally with a 401 ApiError and sends nothing when there is no token", async () => {
    const s = createStack({ handler: ok });
    const error = await rejectionOf(s.client.POST("/api/private", { body: { text: "x", n: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: null, message: messages.accessTokenMissing });
    expect(s.fake.seen).toHaveLength(0);
    expect(s.reported).toEqual([error]);
    expect(s.expired).toHaveLength(0);
  });

  it("refreshes first when the access token expired by server time, then sends the new token", async () => {
    const s = createStack({
      handler: (r) => (r.path === "/api/profile/refresh_token" ? tokenAnswer("A2") : ok()),
      tokens: { ...signedIn("A1"), accessTokenExpiresAt: NOW - 1 },
    });
    await s.client.GET("/api/private");
    expect(s.fake.seen.map((r) => r.path)).toEqual(["/api/profile/refresh_token", "/api/private"]);
    expect(s.fake.seen[1]?.headers.authorization).toBe("Bearer A2");
  });

  it("refuses locally when both tokens expired by server time, clearing the store and emitting the event", async () => {
    const s = createStack({
      handler: ok,
      tokens: { ...signedIn(), accessTokenExpiresAt: NOW - 10, refreshTokenExpiresAt: NOW - 5 },
    });
    const error = await rejectionOf(s.client.GET("/api/private"));
    expect(error).toMatchObject({ status: 401 });
    expect(s.fake.seen).toHaveLength(0);
    expect(s.tokenStore.read().refreshToken).toBeNull();
    expect(s.expired).toHaveLength(1);
  });

  it("sends only the caller's temporary token on a temp-auth call, never the stored one", async () => {
    const s = createStack({ handler: ok, tokens: signedIn("A1") });
    await s.client.POST("/api/temp", { body: {}, headers: { Authorization: bearer("TEMP") } });
    expect(s.fake.seen[0]?.headers.authorization).toBe("Bearer TEMP");
  });

  it("refuses a temp-auth call without the caller's token, sending nothing", async () => {
    const s = createStack({ handler: ok, tokens: signedIn("A1") });
    const error = await rejectionOf(s.client.POST("/api/temp", { body: {} }));
    expect(error).toMatchObject({ status: 401 });
    expect(s.fake.seen).toHaveLength(0);
  });

  it("sends the token on an optional-auth call when signed in and nothing when signed out", async () => {
    const signedInStack = createStack({ handler: ok, tokens: signedIn("A1") });
    await signedInStack.client.POST("/api/optional", { body: {} });
    expect(signedInStack.fake.seen[0]?.headers.authorization).toBe("Bearer A1");

    const signedOut = createStack({ handler: ok });
    await signedOut.client.POST("/api/optional", { body: {} });
    expect(signedOut.fake.seen).toHaveLength(1);
    expect(signedOut.fake.seen[0]?.headers.authorization).toBeUndefined();
  });
});
