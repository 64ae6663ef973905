import { describe, expect, it } from "vitest";
import { createStack, json, signedIn } from "../../test/harness";

const ok = () => json(200, { data: "ok" });

describe("base URL middleware", () => {
  it("sends provider operations to the provider base", async () => {
    const s = createStack({ handler: ok, tokens: signedIn() });
    await s.client.GET("/api/private", { params: { query: { page: 2 } } });
    expect(s.fake.seen[0]?.url).toBe("https://provider.test/api/private?page=2");
  });

  it("sends website operations to the website base, keeping the query", async () => {
    const s = createStack({ handler: ok });
    await s.client.GET("/static/page", { params: { query: { service: 2 } } });
    expect(s.fake.seen[0]?.url).toBe("https://website.test/static/page?service=2");
  });

  it("sends app operations to the app origin", async () => {
    const s = createStack({ handler: ok });
    await s.client.GET("/changelog.json");
    expect(s.fake.seen[0]?.url).toBe("https://app.test/changelog.json");
  });

  it("honours a full base URL forced by the caller", async () => {
    const s = createStack({ handler: ok });
    await s.client.GET("/static/page", {
      baseUrl: "https://mirror.test/v2",
      params: { query: { service: 2 } },
    });
    expect(s.fake.seen[0]?.url).toBe("https://mirror.test/v2/static/page?service=2");
  });
});
