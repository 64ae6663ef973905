import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toAppError } from "../../shared/api/errors";
import { CHAT_PATH } from "../../shared/marketplace/queryKeys";
import { useServices } from "../../shared/services/ServicesContext";
import { createBeep } from "../../shared/ui/beep";
import {
  type ChatMessage,
  confirmSent,
  dropDelivered,
  keepIfSame,
  markPending,
  markRefused,
  mergeReplies,
  newFromOthers,
  pollTimestamp,
  type Reply,
} from "./chatMerge";
import { deviceStorage, readUnsent, unsentKey, writeUnsent } from "./unsentStore";

/** Chat polling period (spec §9). */
export const POLL_MS = 10_000;
/** A failed own send is tried again after this long (and at once when the device is back online). */
export const RETRY_MS = 5_000;

/**
 * A refusal of the message itself (its text, or the item no longer open to chat): the same message would be refused
 * again. Not a lost connection, a busy or failing server, a rate limit or an expired session, which a retry can fix.
 */
function refusesTheMessage(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

type Page = { data: Reply[]; count: number };

/**
 * One item's chat: the newest page first, older pages on demand, new replies polled every 10 s with `timestamp`
 * (the live `reply` event refetches the same query at once), optimistic own sends that keep their text and retry.
 * Unsent own messages are kept on the device (unsentStore): after a reload they come back marked unsent and go out
 * again once the first page shows the server does not have them yet.
 */
export function useChat(itemId: number, me: number | null) {
  const { client, now } = useServices();
  const storage = useMemo(deviceStorage, []);
  const storeKey = unsentKey(me, itemId);
  const [messages, setMessages] = useState<readonly ChatMessage[]>(() =>
    readUnsent(storage, storeKey).map((u) => ({ ...u, person_id: me ?? 0, state: "failed" as const })),
  );
  /** Restored messages wait for the first page (which may show them delivered) before their first retry. */
  const restored = useRef(messages.length > 0);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  /** Offset of the oldest loaded reply in the oldest-first list (0: everything is loaded). */
  const [oldest, setOldest] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const beep = useRef(createBeep()).current;

  const list = useCallback(
    async (
      query: { offset: number; limit: number; timestamp?: number },
      signal?: AbortSignal,
    ): Promise<Page> => {
      const answer = await client.client.GET(CHAT_PATH, {
        params: { query: { item_id: itemId, ...query } },
        signal,
      });
      return answer.data as Page;
    },
    [client, itemId],
  );

  // First load: the count tells where the newest page starts (replies come oldest first).
  const first = useQuery({
    queryKey: ["get", CHAT_PATH, { params: { query: { item_id: itemId, first: true } } }],
    queryFn: async ({ signal }) => {
      const head = await list({ offset: 0, limit: PAGE_SIZE }, signal);
      if (head.count <= PAGE_SIZE) return { data: head.data, offset: 0 };
      const offset = head.count - PAGE_SIZE;
      return { data: (await list({ offset, limit: PAGE_SIZE }, signal)).data, offset };
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
  useEffect(() => {
    if (!first.data) return;
    setMessages((current) =>
      keepIfSame(current, mergeReplies(dropDelivered(current, first.data.data, me), first.data.data)),
    );
    setOldest((current) => (current === null ? first.data.offset : current));
  }, [first.data, me]);

  // The poll: its key matches chatQueryFilter(itemId), so the live `reply` event refetches it at once.
  const poll = useQuery({
    queryKey: ["get", CHAT_PATH, { params: { query: { item_id: itemId, poll: true } } }],
    queryFn: async ({ signal }) => {
      const timestamp = pollTimestamp(messagesRef.current);
      const data: Reply[] = [];
      for (let offset = 0; offset < 100; offset += PAGE_SIZE) {
        const page = await list(
          { offset, limit: PAGE_SIZE, ...(timestamp === undefined ? {} : { timestamp }) },
          signal,
        );
        data.push(...page.data);
        if (page.data.length < PAGE_SIZE) break;
      }
      return data;
    },
    // Only once the first page is merged, so the poll asks for what is newer than it.
    enabled: oldest !== null,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    meta: { silent: true },
  });
  useEffect(() => {
    if (!poll.data) return;
    if (newFromOthers(messagesRef.current, poll.data, me).length > 0) beep.play();
    setMessages((current) =>
      keepIfSame(current, mergeReplies(dropDelivered(current, poll.data, me), poll.data)),
    );
  }, [poll.data, me, beep]);

  const loadOlder = useCallback(async () => {
    if (oldest === null || oldest === 0 || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const offset = Math.max(0, oldest - PAGE_SIZE);
      const page = await list({ offset, limit: oldest - offset });
      setMessages((current) => mergeReplies(dropDelivered(current, page.data, me), page.data));
      setOldest(offset);
    } catch {
      // The button stays; the next scroll or click tries again.
    } finally {
      setLoadingOlder(false);
    }
  }, [oldest, loadingOlder, list, me]);

  const deliver = useCallback(
    async (localId: string, message: string) => {
      setMessages((current) => markPending(current, localId, "sending"));
      try {
        const answer = await client.client.PUT("/api/order/service/item/reply", {
          body: { item_id: itemId, message, type: "text" },
        });
        const stored = answer.data?.data;
        setMessages((current) =>
          stored
            ? confirmSent(current, localId, stored)
            : current.filter((m) => m.state === "sent" || m.localId !== localId),
        );
        if (!stored) void poll.refetch();
      } catch (error) {
        const failure = toAppError(error);
        setMessages((current) =>
          refusesTheMessage(failure.status)
            ? markRefused(current, localId, failure.message)
            : markPending(current, localId, "failed"),
        );
      }
    },
    [client, itemId, poll],
  );

  const send = useCallback(
    (text: string) => {
      const localId = `local-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setMessages((current) => [
        ...current,
        { localId, person_id: me ?? 0, message: text, created_at: now(), state: "sending" },
      ]);
      void deliver(localId, text);
    },
    [deliver, me, now],
  );

  // What is not confirmed stays on the device; a confirmed or delivered message leaves it (the key goes when none).
  useEffect(() => {
    writeUnsent(
      storage,
      storeKey,
      messages.flatMap((m) => (m.state === "sent" ? [] : [m])),
    );
  }, [messages, storage, storeKey]);

  // Failed sends go out again: every RETRY_MS, and at once when the device comes back online. Not before the first
  // page is merged: it may show a restored message already delivered (dropDelivered), which must not go twice.
  const loaded = oldest !== null;
  const hasFailed = messages.some((m) => m.state === "failed" && !m.refused);
  useEffect(() => {
    if (!hasFailed || !loaded) return;
    const retryAll = () => {
      for (const m of messagesRef.current)
        if (m.state === "failed" && !m.refused) void deliver(m.localId, m.message);
    };
    if (restored.current) {
      restored.current = false;
      retryAll();
    }
    const timer = setInterval(retryAll, RETRY_MS);
    window.addEventListener("online", retryAll);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", retryAll);
    };
  }, [hasFailed, loaded, deliver]);

  return {
    messages,
    status: first.isPending ? ("loading" as const) : first.isError ? ("error" as const) : ("ready" as const),
    error: first.error,
    retryLoad: () => void first.refetch(),
    hasOlder: oldest !== null && oldest > 0,
    loadingOlder,
    loadOlder,
    send,
    retry: (localId: string, message: string) => void deliver(localId, message),
    /** Drops an unsent message from the chat (and the device): its text is going back to the composer. */
    discard: (localId: string) =>
      setMessages((current) => current.filter((m) => m.state === "sent" || m.localId !== localId)),
    unlockSound: beep.unlock,
  };
}
