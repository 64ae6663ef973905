import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreFeatures } from "../features";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { createTestServer, type TestServer } from "../testing/testServer";
import type { TokenSet } from "./tokens";

// Clients told apart by X-Forwarded-For behind one trusted proxy, and by their user agent.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures, config: { trustProxyHops: 1 } });
});
afterAll(async () => {
  await server.close();
});

const PANEL_UA = "Mozilla/5.0 (Linux; Android 14) panel";
const client = (ip: string, ua = PANEL_UA) => ({ headers: { "x-forwarded-for": ip, "user-agent": ua } });
const refresh = (token: string, from: { headers: Record<string, string> }) =>
  server.contract.call(server.built.app, "refreshToken", { ...from, body: { refresh_token: token } });
const tokenOf = (body: unknown) => (body as { data: { token: TokenSet } }).data.token;

describe("the refresh grace window belongs to the client that refreshed first", () => {
  it("the same client (a second tab) gets the same new pair within the window", async () => {
    const t = await server.signIn(DEMO_ACCOUNTS.natural.phone);
    const first = await refresh(t.refresh_token, client("127.0.0.5"));
    const again = await refresh(t.refresh_token, client("127.0.0.5"));
    expect(again.status).toBe(200);
    expect(tokenOf(again.body)).toEqual(tokenOf(first.body));
  });

  it.each([
    ["another address", client("127.0.0.66")],
    ["the same address with another user agent", client("127.0.0.6", "curl/8.5.0")],
  ])(
    "a copy presented from %s within the window gets nothing and revokes the family",
    async (_name, thief) => {
      const t = await server.signIn(DEMO_ACCOUNTS.legal.phone);
      const first = await refresh(t.refresh_token, client("127.0.0.6"));
      expect(first.status).toBe(200);
      const stolen = await refresh(t.refresh_token, thief);
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({ code: 1006 });
      expect(JSON.stringify(stolen.body)).not.toContain(tokenOf(first.body).access_token);
      // The theft signal ends the session everywhere: the owner signs in again.
      const owner = await refresh(tokenOf(first.body).refresh_token, client("127.0.0.6"));
      expect(owner.status).toBe(400);
    },
  );
});
