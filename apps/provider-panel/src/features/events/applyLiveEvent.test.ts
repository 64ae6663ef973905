import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import {
  ACCEPTED_PATH,
  CHAT_PATH,
  READINESS_PATH,
  REQUESTS_ANNOUNCED_KEY,
  REQUESTS_PATH,
} from "../../shared/marketplace/queryKeys";
import { UNREAD_CHATS_KEY } from "../../shared/marketplace/unreadChats";
import { createToaster } from "../../shared/ui/toaster";
import { applyLiveEvent } from "./applyLiveEvent";

function seeded() {
  const queryClient = new QueryClient();
  const chat = (itemId: number, offset: number) =>
    ["get", CHAT_PATH, { params: { query: { item_id: itemId, limit: 10, offset } } }] as const;
  for (const key of [chat(5, 0), chat(5, 10), chat(6, 0), ["tickets"], ["messages"]]) {
    queryClient.setQueryData(key, { data: [] });
  }
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey));
  return { queryClient, chat, stale, toaster: createToaster(() => undefined) };
}

describe("applyLiveEvent", () => {
  it("refreshes only the chat of the replied item, not tickets or other chats", () => {
    const { queryClient, chat, stale, toaster } = seeded();
    applyLiveEvent({ type: "reply", item_id: 5, reply: { id: 1 } }, { queryClient, toaster });
    expect(stale().sort()).toEqual([JSON.stringify(chat(5, 0)), JSON.stringify(chat(5, 10))].sort());
  });

  // Issue 27: with the chat closed, nothing told the provider a customer had written.
  it("a reply to a closed chat counts as unread, with a toast and the tone; to an open one, neither", () => {
    const { queryClient, chat, toaster } = seeded();
    const beep = vi.fn();
    applyLiveEvent({ type: "reply", item_id: 5, reply: { id: 1 } }, { queryClient, toaster, beep });
    applyLiveEvent({ type: "reply", item_id: 5, reply: { id: 2 } }, { queryClient, toaster, beep });
    expect(queryClient.getQueryData(UNREAD_CHATS_KEY)).toEqual({ 5: 2 });
    // The second reply's toast replaces the first (same text): one toast, but a tone for each reply.
    expect(toaster.list().map((t) => t.text)).toEqual([messages.events.newReply]);
    expect(beep).toHaveBeenCalledTimes(2);
    const open = new QueryObserver(queryClient, { queryKey: chat(6, 0), enabled: false });
    const stop = open.subscribe(() => undefined);
    applyLiveEvent({ type: "reply", item_id: 6, reply: { id: 3 } }, { queryClient, toaster, beep });
    expect(queryClient.getQueryData(UNREAD_CHATS_KEY)).toEqual({ 5: 2 });
    expect(beep).toHaveBeenCalledTimes(2);
    stop();
  });

  it("ignores a reply without a usable item id", () => {
    const { queryClient, stale, toaster } = seeded();
    applyLiveEvent({ type: "reply", item_id: "5" }, { queryClient, toaster });
    expect(stale()).toEqual([]);
  });

  it("a message refreshes notifications and tickets and shows its subject", () => {
    const { queryClient, stale, toaster } = seeded();
    applyLiveEvent({ type: "message", message: { subject: "پیام تازه" } }, { queryClient, toaster });
    expect(stale().sort()).toEqual([JSON.stringify(["messages"]), JSON.stringify(["tickets"])]);
    expect(toaster.list().map((t) => t.text)).toEqual(["پیام تازه"]);
  });
});

describe("eventsTarget", () => {
  it("points the socket at the provider host with the active profile, the token offered as a subprotocol and never in the URL", async () => {
    const { eventsTarget } = await import("./eventsTarget");
    expect(eventsTarget("https://panel.example/", "tok", 102)).toEqual({
      url: "wss://panel.example/api/profile/connect?profile_id=102",
      protocols: ["ceremony-events", "bearer.tok"],
    });
    expect(eventsTarget("http://127.0.0.1:5173", "tok", 101)?.url).toMatch(
      /^ws:\/\/127\.0\.0\.1:5173\/api\/profile\/connect\?profile_id=101$/,
    );
    expect(eventsTarget("https://panel.example", null, 102)).toBeNull();
    expect(eventsTarget("https://panel.example", "tok", null)).toBeNull();
  });
});

describe("applyLiveEvent request", () => {
  it("marks the request lists stale without refetching, refreshes the invoice lists and announces the banner", () => {
    const queryClient = new QueryClient();
    const key = (path: string) => ["get", path, { params: { query: { limit: 10 } } }] as const;
    for (const path of [REQUESTS_PATH, READINESS_PATH, ACCEPTED_PATH, CHAT_PATH]) {
      queryClient.setQueryData(key(path), { data: [] });
    }
    const before = Date.now();
    applyLiveEvent({ type: "request", item_id: 3 }, { queryClient, toaster: createToaster(() => undefined) });
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[1]);
    expect(invalidated.sort()).toEqual([ACCEPTED_PATH, READINESS_PATH, REQUESTS_PATH].sort());
    expect(queryClient.getQueryData<number>(REQUESTS_ANNOUNCED_KEY)).toBeGreaterThanOrEqual(before);
  });

  it("a new request leaves the readiness and accepted lists alone (it is in neither) and still announces", () => {
    const queryClient = new QueryClient();
    const key = (path: string) => ["get", path, { params: { query: { limit: 10 } } }] as const;
    for (const path of [REQUESTS_PATH, READINESS_PATH, ACCEPTED_PATH])
      queryClient.setQueryData(key(path), { data: [] });
    applyLiveEvent(
      { type: "request", item_id: 3, change: "new" },
      { queryClient, toaster: createToaster(() => undefined) },
    );
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[1]);
    expect(invalidated).toEqual([REQUESTS_PATH]);
    expect(queryClient.getQueryData<number>(REQUESTS_ANNOUNCED_KEY)).toBeGreaterThan(0);
  });

  it("a customer's acceptance shows a toast and plays the tone; a new request or an unsaid change, neither", () => {
    const queryClient = new QueryClient();
    const toaster = createToaster(() => undefined);
    const beep = vi.fn();
    applyLiveEvent({ type: "request", item_id: 3, change: "new" }, { queryClient, toaster, beep });
    applyLiveEvent({ type: "request", item_id: 3 }, { queryClient, toaster, beep });
    expect(toaster.list()).toEqual([]);
    expect(beep).not.toHaveBeenCalled();
    applyLiveEvent({ type: "request", item_id: 4, change: "accepted" }, { queryClient, toaster, beep });
    expect(toaster.list().map((t) => t.text)).toEqual([messages.events.accepted]);
    expect(beep).toHaveBeenCalledTimes(1);
  });
});
