import { toPersianDigits } from "@ceremony/persian-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenSet } from "../../auth/tokens";
import { DEMO_ACCOUNTS } from "../../seed/accounts";
import { seedNotification } from "../../seed/coreData";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";

// A provider reads Persian digits; a Latin number or a raw '#id' inside right-to-left text is also reordered by the
// bidi algorithm ('(#1008, 1008)' showed scrambled).
const RAW = /[0-9#]/;

let server: TestServer;
let tokens: TokenSet;

beforeAll(async () => {
  server = await createTestServer({ features: coreFeatures, config: { supportReplyDelayMs: 20 } });
  tokens = await server.signIn(DEMO_ACCOUNTS.natural.phone);
});
afterAll(async () => {
  await server.close();
});

describe("notification texts", () => {
  it("the support answer names the ticket in Persian digits, with no raw ids", async () => {
    const auth = { token: tokens.access_token, profileId: DEMO_ACCOUNTS.natural.mainProfileId };
    const created = await server.contract.call(server.built.app, "createTicket", {
      ...auth,
      body: { subject: "s", description: "d", section_id: null },
    });
    const ticketId = (created.body as { data: { id: number } }).data.id;
    let text: string | undefined;
    for (let tries = 0; tries < 250 && text === undefined; tries++) {
      await new Promise((r) => setTimeout(r, 20));
      const list = await server.contract.call(server.built.app, "listMessages", { ...auth, query: {} });
      const rows = (list.body as { data: { subject: string; text: string }[] }).data;
      text = rows.find((m) => m.subject === "پاسخ جدید پشتیبانی")?.text;
    }
    expect(text).toContain(toPersianDigits(ticketId));
    expect(text).not.toMatch(RAW);
  });

  it("no seeded notification carries Latin digits", () => {
    for (let i = 0; i < 6; i++) expect(seedNotification(i).text).not.toMatch(RAW);
  });
});
