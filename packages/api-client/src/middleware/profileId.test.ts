import { describe, expect, it } from "vitest";
import { createStack, json, signedIn } from "../../test/harness";
import { bearer } from "../bearer";

const ok = () => json(200, { data: "ok" });

describe("Profile-Id middleware", () => {
  it("sends the active profile id on a private call when signed in", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    await s.client.GET("/api/private");
    expect(s.fake.seen[0]?.headers["profile-id"]).toBe("7");
  });

  it("follows a profile switch on the next call", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    s.tokenStore.setActiveProfileId(12);
    await s.client.GET("/api/private");
    expect(s.fake.seen[0]?.headers["profile-id"]).toBe("12");
  });

  it("sends no Profile-Id without an active profile", async () => {
    const s = createStack({ handler: ok, tokens: { ...signedIn(), activeProfileId: null } });
    await s.client.GET("/api/private");
    expect(s.fake.seen[0]?.headers).not.toHaveProperty("profile-id");
  });

  it("sends no Profile-Id on a public call, even if the caller passed one", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    await s.client.GET("/api/public", { headers: { "Profile-Id": "99" } });
    expect(s.fake.seen[0]?.headers).not.toHaveProperty("profile-id");
  });

  it("sends no Profile-Id with the temporary token of initProfile", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    await s.client.POST("/api/temp", {
      body: {},
      headers: { Authorization: bearer("TEMP"), "Profile-Id": "7" },
    });
    expect(s.fake.seen[0]?.headers).not.toHaveProperty("profile-id");
  });

  it("sends no Profile-Id on an operation whose security lists only the access token", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    await s.client.POST("/api/optional", { body: {} });
    expect(s.fake.seen[0]?.headers.authorization).toBe("Bearer A1");
    expect(s.fake.seen[0]?.headers).not.toHaveProperty("profile-id");
  });
});
