import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { ActiveProfileStore } from "../shared/session/activeProfile";
import type { Session } from "../shared/session/session";
import { fakeApi, testProfile } from "../testing/fakeApi";
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
  const api = fakeApi({
    getProfile: vi.fn(async () => testProfile),
    ...(failing.config ? { getConfig: vi.fn(async () => Promise.reject(new Error("offline"))) } : {}),
  });
  const queryClient = new QueryClient();
  const started = sendStartupCalls({ api, queryClient, session, activeProfile });
  return { api, queryClient, started, finishStart };
}

describe("sendStartupCalls", () => {
  it("asks for the initial data at once and for the profile as soon as the session start finds a sign-in", async () => {
    const { api, queryClient, started, finishStart } = setup(true);
    expect(api.getConfig).toHaveBeenCalledTimes(1);
    expect(api.getProfile).not.toHaveBeenCalled();
    finishStart();
    await started;
    expect(api.getProfile).toHaveBeenCalledTimes(1);
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
    const { api, started, finishStart } = setup(false);
    finishStart();
    await started;
    expect(api.getProfile).not.toHaveBeenCalled();
  });
});
