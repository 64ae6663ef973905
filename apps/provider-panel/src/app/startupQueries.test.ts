import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { ActiveProfileStore } from "../shared/session/activeProfile";
import type { Session } from "../shared/session/session";
import { profileAnswer, testProfile } from "../testing/accountFixture";
import { createFakeApiClient, createFakeServer, reply } from "../testing/fakeServer";
import { testInitialData } from "../testing/initialDataFixture";
import { sendStartupCalls } from "./startupQueries";

const activeProfile: ActiveProfileStore = {
  get: () => null,
  set: () => undefined,
  clear: () => undefined,
  subscribe: () => () => undefined,
};

function setup(signedIn: boolean, failing: { config?: boolean; session?: boolean } = {}) {
  let finishStart: () => void = () => undefined;
  const session = {
    start: vi.fn(() => new Promise<void>((resolve) => (finishStart = resolve))),
    isLoggedIn: () => signedIn,
    getState: () => ({ pending: false, error: failing.session ?? false, login: signedIn }),
  } as unknown as Session;
  const server = createFakeServer({
    "GET /initailize_data": () =>
      failing.config ? reply(503, { code: null, message: "سرور پاسخ نداد" }) : { data: testInitialData },
    "GET /api/profile/": () => profileAnswer(),
  });
  const client = createFakeApiClient(server.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const started = sendStartupCalls({ client, initialDataCache: null, queryClient, session, activeProfile });
  const calls = (path: string) => server.requests.filter((r) => r.url.pathname === path).length;
  return { calls, queryClient, started, finishStart };
}

describe("sendStartupCalls", () => {
  it("asks for the initial data at once and for the profile as soon as the session start finds a sign-in", async () => {
    const { calls, queryClient, started, finishStart } = setup(true);
    await vi.waitFor(() => expect(calls("/initailize_data")).toBe(1));
    expect(calls("/api/profile/")).toBe(0);
    finishStart();
    await started;
    await vi.waitFor(() => expect(calls("/api/profile/")).toBe(1));
    await vi.waitFor(() => expect(queryClient.getQueryData(["profile"])).toEqual(testProfile));
  });

  it("resolves true once the initial data and the session start are back", async () => {
    const { started, finishStart } = setup(false);
    finishStart();
    await expect(started).resolves.toBe(true);
  });

  it("resolves false when the initial data failed, so the start-up screen shows it", async () => {
    const { started, finishStart } = setup(false, { config: true });
    finishStart();
    await expect(started).resolves.toBe(false);
  });

  it("resolves false when the session start failed", async () => {
    const { started, finishStart } = setup(true, { session: true });
    finishStart();
    await expect(started).resolves.toBe(false);
  });

  it("asks for no profile when nobody is signed in", async () => {
    const { calls, started, finishStart } = setup(false);
    finishStart();
    await started;
    expect(calls("/api/profile/")).toBe(0);
  });
});
