import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../seed/accounts";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures });
});
afterAll(async () => {
  await server.close();
});

describe("online receipts", () => {
  it("come newest first by date, also when a receipt was recorded after a later one", async () => {
    const tokens = await server.signIn(DEMO_ACCOUNTS.natural.phone);
    const list = await server.contract.call(server.built.app, "listInternetReceipts", {
      token: tokens.access_token,
      profileId: DEMO_ACCOUNTS.natural.mainProfileId,
      query: { page: 1 },
    });
    const dates = (list.body as { data: { created_at: number }[] }).data.map((r) => r.created_at);
    // The seeded order receipt (25 days old) is recorded after the wallet charges: the list must still be by date.
    expect(dates.length).toBeGreaterThan(2);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
