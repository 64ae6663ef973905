import { describe, expect, it } from "vitest";
import { createStack, json, NOW, signedIn, tokenAnswer } from "../../test/harness";

describe("server-time middleware", () => {
  it("learns server time from the Date header of an answer", async () => {
    const serverNow = NOW + 7200;
    const s = createStack({
      handler: () => json(200, { data: "ok" }, { Date: new Date(serverNow * 1000).toUTCString() }),
    });
    expect(s.clock.now()).toBe(NOW);
    await s.client.GET("/api/public");
    expect(s.clock.now()).toBe(serverNow);
  });

  it("makes expiry checks follow the server: a token valid by the device clock is refreshed first", async () => {
    const s = createStack({
      handler: (r) =>
        r.path === "/api/profile/refresh_token"
          ? tokenAnswer("A2")
          : json(200, { data: "ok" }, { Date: new Date((NOW + 7200) * 1000).toUTCString() }),
      tokens: signedIn("A1"), // access token valid until NOW + 3600 by the device clock
    });
    await s.client.GET("/api/public"); // the server says it is two hours later
    await s.client.GET("/api/private");
    expect(s.fake.to("/api/profile/refresh_token")).toHaveLength(1);
    expect(s.fake.to("/api/private")[0]?.headers.authorization).toBe("Bearer A2");
  });
});
