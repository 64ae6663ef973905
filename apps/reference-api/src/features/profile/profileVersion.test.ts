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

type Profile = Record<string, unknown> & { version: number; first_name: string; last_name: string };

async function signedIn() {
  const { phone, mainProfileId } = DEMO_ACCOUNTS.natural;
  const auth = { token: (await server.signIn(phone)).access_token, profileId: mainProfileId };
  const read = async () =>
    (
      (await server.contract.call(server.built.app, "getProfile", auth)).body as {
        data: { profile: Profile };
      }
    ).data.profile;
  const save = (profile: Profile, changes: Record<string, unknown>) =>
    server.contract.call(server.built.app, "updateProfile", {
      ...auth,
      body: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        birth_date: profile.birth_date,
        shaba: profile.shaba ?? null,
        ...changes,
      },
    });
  return { read, save };
}

describe("a profile save names the version it was filled from", () => {
  it("a stale version is refused with 409 code 1023 and a Persian message, and nothing is stored", async () => {
    const { read, save } = await signedIn();
    const opened = await read();
    // Two tabs opened the form on the same version; the first save wins.
    const first = await save(opened, { first_name: "زهرا", version: opened.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const afterFirst = await read();
    expect(afterFirst.version).toBe(opened.version + 1);
    const stale = await save(opened, { first_name: "مینا", version: opened.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 1023 });
    expect((stale.body as { message: string }).message).toMatch(/تغییر کرده است/);
    expect(await read()).toMatchObject({ first_name: "زهرا", version: afterFirst.version });
    // Keeping one's own values on purpose: the save names the newer version.
    const deliberate = await save(opened, { first_name: "مینا", version: afterFirst.version });
    expect(deliberate.status).toBe(200);
    expect(await read()).toMatchObject({ first_name: "مینا", version: afterFirst.version + 1 });
  });

  it("two saves of one version at once: exactly one is stored", async () => {
    const { read, save } = await signedIn();
    const opened = await read();
    const answers = await Promise.all(
      ["سارا", "نرگس"].map((name) => save(opened, { first_name: name, version: opened.version })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(opened.version + 1);
  });

  it("a save without a version still saves and moves the version on", async () => {
    const { read, save } = await signedIn();
    const opened = await read();
    expect((await save(opened, { last_name: "کریمی" })).status).toBe(200);
    expect(await read()).toMatchObject({ last_name: "کریمی", version: opened.version + 1 });
  });
});
