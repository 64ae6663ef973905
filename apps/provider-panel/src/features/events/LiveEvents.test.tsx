import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../testing/renderApp";
import { LiveEvents } from "./LiveEvents";
import { SOCKET_PROFILE_UNAVAILABLE, SOCKET_SESSION_ENDED } from "./liveConnection";

/** A WebSocket double: records what the panel opened and closed; `end(code)` is the server closing it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
  end(code: number) {
    this.closed = true;
    this.onclose?.({ code });
  }
}

const profileOf = (url: string) => new URL(url).searchParams.get("profile_id");
const open = () => FakeSocket.made.filter((s) => !s.closed);
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 10)));

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the live events signed in as profile 101; the socket URL comes from the real client session. */
async function renderLive() {
  const app = await renderApp(<LiveEvents />, { signedIn: true, activeProfileId: 101 });
  await settle();
  return app;
}

describe("live events socket and the session", () => {
  it("reopens for the new profile after a profile switch, closing the old one", async () => {
    const app = await renderLive();
    expect(open().map((s) => profileOf(s.url))).toEqual(["101"]);
    await act(async () => app.services.activeProfile.set(102));
    await settle();
    expect(open().map((s) => profileOf(s.url))).toEqual(["102"]);
    expect(FakeSocket.made.filter((s) => profileOf(s.url) === "101").every((s) => s.closed)).toBe(true);
  });

  it("stays closed after sign-out, even when the server then ends the old socket's session", async () => {
    const app = await renderLive();
    const socket = open()[0];
    expect(socket).toBeDefined();
    await act(async () => app.services.session.signOut());
    await settle();
    expect(open()).toEqual([]);
    const made = FakeSocket.made.length;
    socket?.end(SOCKET_SESSION_ENDED);
    await settle();
    expect(FakeSocket.made).toHaveLength(made);
  });

  it("reconnects at once with a fresh URL when the server ends the session (4401), after a backoff on other closes, and stops on 4403", async () => {
    await renderLive();
    const first = open()[0];
    const made = FakeSocket.made.length;
    await act(async () => first?.end(SOCKET_SESSION_ENDED));
    await settle();
    expect(FakeSocket.made).toHaveLength(made + 1);
    const second = open()[0];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // From here the reconnect timers run on a fake clock: the backoff is waited out without waiting.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // Any other close reconnects after the 1 s backoff: the clock below would show a reconnect.
    await act(async () => second?.end(1006));
    expect(FakeSocket.made).toHaveLength(made + 1);
    await act(async () => await vi.advanceTimersByTimeAsync(1000));
    expect(FakeSocket.made).toHaveLength(made + 2);
    const third = open()[0];
    const before = FakeSocket.made.length;
    await act(async () => third?.end(SOCKET_PROFILE_UNAVAILABLE));
    // Past the longest backoff (30 s): still no new socket.
    await act(async () => await vi.advanceTimersByTimeAsync(31_000));
    expect(FakeSocket.made).toHaveLength(before);
  });
});
