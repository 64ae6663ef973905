import { describe, expect, it } from "vitest";
import { createStack, json, NOW, rejectionOf, signedIn, tokenAnswer } from "../test/harness";
import { messages } from "./messages";

const REFRESH = "/api/profile/refresh_token";

describe("session.start (spec section 4)", () => {
  it("reuses an unexpired access token when the refresh token is valid, sending nothing", async () => {
    const s = createStack({ handler: () => tokenAnswer("A2"), tokens: signedIn("A1") });
    expect(await s.session.start()).toBe("signedIn");
    expect(s.fake.seen).toHaveLength(0);
    expect(s.tokenStore.read().accessToken).toBe("A1");
  });

  it("exchanges the refresh token when the access token expired by server time, storing all four values", async () => {
    const s = createStack({
      handler: () => tokenAnswer("A2", "R2"),
      tokens: { ...signedIn("A1"), accessTokenExpiresAt: NOW },
    });
    expect(await s.session.start()).toBe("signedIn");
    expect(s.fake.seen).toHaveLength(1);
    expect(s.fake.seen[0]).toMatchObject({ method: "POST", path: REFRESH });
    expect(JSON.parse(s.fake.seen[0]?.body ?? "")).toEqual({ refresh_token: "R1" });
    expect(s.fake.seen[0]?.headers.authorization).toBeUndefined();
    expect(s.tokenStore.read()).toEqual({
      accessToken: "A2",
      accessTokenExpiresAt: NOW + 3600,
      refreshToken: "R2",
      refreshTokenExpiresAt: NOW + 86_400,
      activeProfileId: 7,
    });
  });

  it("is signed out with no refresh token, sending nothing", async () => {
    const s = createStack({ handler: () => tokenAnswer("A2") });
    expect(await s.session.start()).toBe("signedOut");
    expect(s.fake.seen).toHaveLength(0);
  });

  it("is signed out when the refresh token expired by server time, even if the device clock says otherwise", async () => {
    const s = createStack({ handler: () => tokenAnswer("A2"), tokens: signedIn("A1") });
    s.clock.setServerTime(NOW + 90_000);
    expect(await s.session.start()).toBe("signedOut");
    expect(s.fake.seen).toHaveLength(0);
    expect(s.tokenStore.read().refreshToken).toBeNull();
  });

  it("is signed out with a clean store and one onSessionExpired when the exchange is refused", async () => {
    const s = createStack({
      handler: () => json(400, { message: "invalid", code: null }),
      tokens: { ...signedIn("A1"), accessTokenExpiresAt: NOW - 1 },
    });
    expect(await s.session.start()).toBe("signedOut");
    expect(s.tokenStore.read()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      activeProfileId: null,
    });
    expect(s.expired).toHaveLength(1);
  });

  it("rejects without dropping the session when the exchange fails offline", async () => {
    const s = createStack({
      handler: () => {
        throw new TypeError("fetch failed");
      },
      tokens: { ...signedIn("A1"), accessTokenExpiresAt: NOW - 1 },
      online: false,
    });
    expect(await rejectionOf(s.session.start())).toMatchObject({ status: 0, message: messages.internetCut });
    expect(s.tokenStore.read().refreshToken).toBe("R1");
    expect(s.expired).toHaveLength(0);
  });
});

describe("session.refresh", () => {
  it("shares one request among concurrent callers", async () => {
    const s = createStack({
      handler: () => new Promise((resolve) => setTimeout(() => resolve(tokenAnswer("A2")), 5)),
      tokens: signedIn("A1"),
    });
    const tokens = await Promise.all([s.session.refresh(), s.session.refresh(), s.session.refresh()]);
    expect(tokens).toEqual(["A2", "A2", "A2"]);
    expect(s.fake.seen).toHaveLength(1);
    expect(s.session.isRefreshing()).toBe(false);
    await s.session.refresh();
    expect(s.fake.seen).toHaveLength(2);
  });

  it("treats a 200 without a token set as a refusal", async () => {
    const s = createStack({ handler: () => json(200, { data: {} }), tokens: signedIn("A1") });
    expect(await rejectionOf(s.session.refresh())).toMatchObject({ status: 200 });
    expect(s.tokenStore.read().refreshToken).toBeNull();
    expect(s.expired).toHaveLength(1);
  });

  it("keeps the session on a server fault (5xx)", async () => {
    const s = createStack({
      handler: () => json(503, { message: "down", code: null }),
      tokens: signedIn("A1"),
    });
    expect(await rejectionOf(s.session.refresh())).toMatchObject({ status: 503, message: "down" });
    expect(s.tokenStore.read().refreshToken).toBe("R1");
    expect(s.expired).toHaveLength(0);
  });

  it("does not bring back a session signed out while its refresh was in flight", async () => {
    let answer: (response: Response) => void = () => undefined;
    const s = createStack({
      handler: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      tokens: signedIn("A1"),
    });
    const pending = s.session.refresh();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    s.session.signOut();
    answer(tokenAnswer("A2"));
    expect(await rejectionOf(pending)).toMatchObject({ status: 401 });
    expect(s.tokenStore.read().accessToken).toBeNull();
    expect(s.expired).toHaveLength(0);
  });

  it("accepts the tokens another tab stored when its own rotated refresh token is refused", async () => {
    const s = createStack({
      handler: () => {
        s.tokenStore.saveTokens({
          accessToken: "B1",
          accessTokenExpiresAt: NOW + 3600,
          refreshToken: "RB",
          refreshTokenExpiresAt: NOW + 86_400,
        });
        return json(401, { message: "rotated", code: null });
      },
      tokens: signedIn("A1"),
    });
    expect(await s.session.refresh()).toBe("B1");
    expect(s.tokenStore.read().refreshToken).toBe("RB");
    expect(s.expired).toHaveLength(0);
  });
});

describe("session sign-in and sign-out", () => {
  it("stores a server token set with absolute expiries and signs out by removing the five entries", () => {
    const s = createStack({ handler: () => json(200, {}) });
    s.session.signIn({
      access_token: "A9",
      access_token_expires_in: NOW + 60,
      refresh_token: "R9",
      refresh_token_expires_in: NOW + 600,
    });
    s.tokenStore.setActiveProfileId(3);
    expect(s.session.isSignedIn()).toBe(true);
    expect(s.session.currentAccessToken()).toBe("A9");
    s.advance(61);
    expect(s.session.currentAccessToken()).toBeNull();
    s.session.signOut();
    expect(s.tokenStore.read()).toEqual({
      accessToken: null,
      accessTokenExpiresAt: null,
      refreshToken: null,
      refreshTokenExpiresAt: null,
      activeProfileId: null,
    });
    expect(s.session.isSignedIn()).toBe(false);
    expect(s.expired).toHaveLength(0);
  });
});
