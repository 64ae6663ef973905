import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createTestApiClient } from "../test/client";
import { json, NOW, rejectionOf, signedIn, tokenAnswer } from "../test/harness";
import { bearer } from "./bearer";
import { ApiError } from "./errors";

const ok = () => json(200, { data: {} });

describe("createApiClient over the contract", () => {
  it("routes each operation to the host the contract names", async () => {
    const api = createTestApiClient({ handler: ok, tokens: signedIn() });
    await api.client.GET("/api/financial/balance/wallet");
    await api.client.GET("/static/rules_regulations_of_suppliers", { params: { query: { service: 2 } } });
    await api.client.GET("/changelog.json");
    expect(api.fake.seen.map((r) => r.url)).toEqual([
      "https://provider.test/api/financial/balance/wallet",
      "https://website.test/static/rules_regulations_of_suppliers?service=2",
      "https://app.test/changelog.json",
    ]);
  });

  it("sends no Authorization or Profile-Id on public operations, both on private ones", async () => {
    const api = createTestApiClient({ handler: ok, tokens: signedIn() });
    await api.client.POST("/api/profile/signin", { body: { username: "09120000000" } });
    await api.client.GET("/static/rules_regulations_of_suppliers", { params: { query: { service: 2 } } });
    await api.client.GET("/api/financial/balance/wallet");
    const [signin, rules, wallet] = api.fake.seen;
    for (const request of [signin, rules]) {
      expect(request?.headers).not.toHaveProperty("authorization");
      expect(request?.headers).not.toHaveProperty("profile-id");
    }
    expect(wallet?.headers).toMatchObject({ authorization: "Bearer A1", "profile-id": "7" });
  });

  it("keeps a Profile-Id the call names (the main profile saved while another is active)", async () => {
    const api = createTestApiClient({ handler: ok, tokens: signedIn() });
    await api.client.PUT("/api/profile/", { body: { shaba: null }, headers: { "Profile-Id": "3" } });
    await api.client.PUT("/api/profile/", { body: { shaba: null } });
    expect(api.fake.seen.map((r) => r.headers["profile-id"])).toEqual(["3", "7"]);
  });

  it("sends initProfile with the caller's temporary token and no Profile-Id", async () => {
    const api = createTestApiClient({ handler: ok, tokens: signedIn() });
    await api.client.POST("/api/profile/init", {
      body: { first_name: "علی", last_name: "رضایی", national_code: "0012345678", birth_date: 0, shaba: "" },
      headers: { Authorization: bearer("TEMP") },
    });
    expect(api.fake.seen[0]?.headers.authorization).toBe("Bearer TEMP");
    expect(api.fake.seen[0]?.headers).not.toHaveProperty("profile-id");
  });

  it("refreshes through the contract's refresh call and emits onSessionExpired when it is refused", async () => {
    const api = createTestApiClient({
      tokens: signedIn("A1"),
      handler: (r) =>
        r.path === "/api/profile/refresh_token"
          ? json(400, { message: "refresh token expired", code: null })
          : json(401, { message: "unauthorized", code: null }),
    });
    const error = await rejectionOf(api.client.GET("/api/financial/balance/wallet"));
    expect(error).toMatchObject({ status: 401 });
    expect(api.fake.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET https://provider.test/api/financial/balance/wallet",
      "POST https://provider.test/api/profile/refresh_token",
    ]);
    expect(api.expired).toHaveLength(1);
    expect(api.tokenStore.read().refreshToken).toBeNull();
    expect(api.errors).toEqual([error]);
  });

  it("gives openapi-react-query the data, and an ApiError on failure", async () => {
    const wallet = { data: { balance: 5, withdrawable_balance: 4 } };
    const api = createTestApiClient({
      tokens: signedIn(),
      handler: (r) =>
        r.path === "/api/financial/balance/wallet"
          ? json(200, wallet)
          : json(404, { message: "یافت نشد", code: 4 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await queryClient.fetchQuery(api.$api.queryOptions("get", "/api/financial/balance/wallet"));
    expect(data.data.balance).toBe(5);
    const error = await rejectionOf(
      queryClient.fetchQuery(
        api.$api.queryOptions("get", "/api/ticket/get", { params: { query: { id: 3 } } }),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 4, message: "یافت نشد" });
  });

  it("starts a session by exchanging an expired access token at the contract's refresh URL", async () => {
    const api = createTestApiClient({
      tokens: { ...signedIn("A1"), accessTokenExpiresAt: NOW - 1 },
      handler: () => tokenAnswer("A2"),
    });
    expect(await api.session.start()).toBe("signedIn");
    expect(api.fake.seen[0]?.url).toBe("https://provider.test/api/profile/refresh_token");
    expect(api.tokenStore.read().accessToken).toBe("A2");
  });
});
