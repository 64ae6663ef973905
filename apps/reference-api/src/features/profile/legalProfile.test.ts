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

async function profileOf(phone: string, profileId: number) {
  const token = (await server.signIn(phone)).access_token;
  const auth = { token, profileId };
  const got = await server.contract.call(server.built.app, "getProfile", auth);
  return { auth, profile: (got.body as { data: { profile: Record<string, unknown> } }).data.profile };
}

describe("updating a profile", () => {
  it("a legal profile (a company) saves without personal names or a birth date, keeping what is stored", async () => {
    const { auth, profile } = await profileOf(DEMO_ACCOUNTS.legal.phone, DEMO_ACCOUNTS.legal.mainProfileId);
    const saved = await server.contract.call(server.built.app, "updateProfile", {
      ...auth,
      body: { pic: null, shaba: profile.shaba ?? null },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await profileOf(DEMO_ACCOUNTS.legal.phone, DEMO_ACCOUNTS.legal.mainProfileId);
    expect(after.profile).toMatchObject({
      label: profile.label,
      first_name: profile.first_name,
      birth_date: profile.birth_date,
    });
  });

  it("a person's profile still needs its names and birth date", async () => {
    const { auth, profile } = await profileOf(
      DEMO_ACCOUNTS.natural.phone,
      DEMO_ACCOUNTS.natural.mainProfileId,
    );
    const withoutBirth = await server.contract.call(server.built.app, "updateProfile", {
      ...auth,
      body: { first_name: profile.first_name, last_name: profile.last_name, shaba: profile.shaba ?? null },
    });
    expect(withoutBirth.status).toBe(400);
    const withoutNames = await server.contract.call(server.built.app, "updateProfile", {
      ...auth,
      body: { birth_date: profile.birth_date, shaba: profile.shaba ?? null },
    });
    expect(withoutNames.status).toBe(400);
  });
});
