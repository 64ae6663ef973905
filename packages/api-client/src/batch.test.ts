import { describe, expect, expectTypeOf, it } from "vitest";
import { createTestApiClient } from "../test/client";
import { json, rejectionOf, signedIn } from "../test/harness";
import type { BatchCall } from "./batch";
import { ApiError } from "./errors";
import type { components, paths } from "./generated/schema";
import { messages } from "./messages";

const wallet = { data: { balance: 1000, withdrawable_balance: 800 } };

describe("batch helper", () => {
  it("sends identifiers with GET urls (query included) and returns typed items by identifier", async () => {
    const api = createTestApiClient({
      tokens: signedIn(),
      handler: () =>
        json(200, {
          data: [
            { identifier: "wallet", response: { status_code: 200, body: wallet } },
            { identifier: "tickets", response: { status_code: 200, body: { data: [], count: 0 } } },
          ],
        }),
    });
    const result = await api.batch({
      wallet: { path: "/api/financial/balance/wallet" },
      tickets: { path: "/api/ticket/list", query: { offset: 10, limit: 10 } },
    });
    const sent = api.fake.seen[0];
    expect(sent?.url).toBe("https://provider.test/api/batch");
    expect(sent?.headers.authorization).toBe("Bearer A1");
    expect(sent?.headers["profile-id"]).toBe("7");
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      requests: [
        { identifier: "wallet", method: "GET", url: "/api/financial/balance/wallet" },
        { identifier: "tickets", method: "GET", url: "/api/ticket/list?offset=10&limit=10" },
      ],
    });
    expect(result.wallet).toEqual({ ok: true, status: 200, data: wallet });
    if (result.wallet.ok) {
      expectTypeOf(result.wallet.data.data).toEqualTypeOf<components["schemas"]["Wallet"]>();
    }
    expect(result.tickets.ok).toBe(true);
  });

  it("turns a non-200 item into an error for that item only", async () => {
    const api = createTestApiClient({
      tokens: signedIn(),
      handler: () =>
        json(200, {
          data: [
            {
              identifier: "wallet",
              response: { status_code: 403, body: { message: "دسترسی ندارید", code: 1042 } },
            },
            {
              identifier: "sections",
              response: { status_code: 200, body: { data: [{ id: 1, name: "مالی" }] } },
            },
          ],
        }),
    });
    const result = await api.batch({
      wallet: { path: "/api/financial/balance/wallet" },
      sections: { path: "/api/ticket/section/all" },
      profile: { path: "/api/profile/info" },
    });
    expect(result.wallet.ok).toBe(false);
    if (!result.wallet.ok) {
      expect(result.wallet.error).toBeInstanceOf(ApiError);
      expect(result.wallet.error.toJSON()).toEqual({ status: 403, code: 1042, message: "دسترسی ندارید" });
    }
    expect(result.sections).toEqual({ ok: true, status: 200, data: { data: [{ id: 1, name: "مالی" }] } });
    expect(result.profile).toMatchObject({
      ok: false,
      error: { status: 502, message: messages.batchItemMissing },
    });
  });

  it("rejects with an ApiError when the batch call itself fails", async () => {
    const api = createTestApiClient({
      tokens: signedIn(),
      handler: () => json(500, { message: "down", code: null }),
    });
    const error = await rejectionOf(api.batch({ wallet: { path: "/api/financial/balance/wallet" } }));
    expect(error).toMatchObject({ status: 500, message: "down" });
  });

  it("refuses bad identifiers and oversized batches before sending", async () => {
    const api = createTestApiClient({ tokens: signedIn() });
    await expect(api.batch({ "no spaces": { path: "/api/financial/balance/wallet" } })).rejects.toThrow(
      RangeError,
    );
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [`w${i}`, { path: "/api/financial/balance/wallet" as const }]),
    );
    await expect(api.batch(many)).rejects.toThrow(RangeError);
    expect(api.fake.seen).toHaveLength(0);
  });
});

describe("batch types", () => {
  it("accepts only GET paths under /api/ with their own query parameters", () => {
    const calls: Record<string, BatchCall<paths>> = {
      ok: { path: "/api/ticket/list", query: { limit: 10 } },
      // @ts-expect-error initProfile is a POST: the batch runs GET calls only
      post: { path: "/api/profile/init" },
      // @ts-expect-error the changelog is on the app origin, not the provider API
      app: { path: "/changelog.json" },
      // @ts-expect-error the wallet call takes no `limit`
      query: { path: "/api/financial/balance/wallet", query: { limit: 1 } },
    };
    expect(Object.keys(calls)).toHaveLength(4);
  });
});
