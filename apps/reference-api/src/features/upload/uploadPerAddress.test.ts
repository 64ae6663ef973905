import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../seed/accounts";
import { createTestServer, type TestServer } from "../../testing/testServer";
import { coreFeatures } from "../index";

// Clients told apart by X-Forwarded-For behind one trusted proxy; three users upload from one address.
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, ...new Array<number>(994).fill(0x20)]);
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    features: coreFeatures,
    config: {
      trustProxyHops: 1,
      uploadClientBytesPerWindow: 2 * PDF.length,
      uploadClientWindowSeconds: 3600,
    },
  });
});
afterAll(async () => {
  await server.close();
});

async function uploadAs(account: { phone: string; mainProfileId: number }, ip: string) {
  const tokens = await server.signIn(account.phone);
  const form = new FormData();
  form.append("folder", "public");
  form.append("files", new File([PDF], "doc.pdf"));
  return server.contract.call(server.built.app, "uploadFiles", {
    token: tokens.access_token,
    profileId: account.mainProfileId,
    headers: { "x-forwarded-for": ip },
    body: form,
  });
}

describe("uploads are bounded per address as well as per user", () => {
  it("a third user on the same address is refused with a Persian 413; another address and a later day are not", async () => {
    expect((await uploadAs(DEMO_ACCOUNTS.natural, "127.0.0.8")).status).toBe(200);
    expect((await uploadAs(DEMO_ACCOUNTS.legal, "127.0.0.8")).status).toBe(200);
    const refused = await uploadAs(DEMO_ACCOUNTS.agent, "127.0.0.8");
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 1009 });
    expect((refused.body as { message: string }).message).toMatch(/^از این اتصال اینترنت/);
    expect((await uploadAs(DEMO_ACCOUNTS.agent, "127.0.0.9")).status).toBe(200);
    server.clock.advance(3601_000);
    expect((await uploadAs(DEMO_ACCOUNTS.agent, "127.0.0.8")).status).toBe(200);
  });
});
