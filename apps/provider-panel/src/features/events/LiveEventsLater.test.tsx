import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../testing/renderApp";
import { LiveEventsLater } from "./LiveEventsLater";

const opened: string[] = [];
class FakeSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  constructor(readonly url: string) {
    opened.push(url);
  }
  close() {}
}

beforeEach(() => {
  opened.length = 0;
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe("LiveEventsLater", () => {
  it("fetches the live events' chunk as the panel mounts and opens the profile's socket with it", async () => {
    const app = await renderApp(<LiveEventsLater />, { signedIn: true, activeProfileId: 101 });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(new URL(opened[0] as string).searchParams.get("profile_id")).toBe("101");
    // Mounted again (another panel visit), the chunk is here: no second fetch, the socket opens in the same way.
    app.unmount();
    await renderApp(<LiveEventsLater />, { signedIn: true, activeProfileId: 101 });
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
    expect(opened).toHaveLength(2);
  });
});
