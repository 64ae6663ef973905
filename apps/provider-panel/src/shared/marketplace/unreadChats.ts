import { type QueryClient, useQuery } from "@tanstack/react-query";
import { CHAT_PATH, chatQueryFilter } from "./queryKeys";

/**
 * Customer replies that arrived while their chat was closed, per item (issue 27: a sign when a customer writes). Kept
 * in the query cache, so sign-out's `queryClient.clear()` forgets them with everything else of the session.
 */
export const UNREAD_CHATS_KEY = ["unreadChats"] as const;

/** Unread replies by item id. */
export type UnreadChats = Readonly<Record<number, number>>;

/** True while the item's chat is on screen (its queries have an observer). */
export function isChatOpen(queryClient: QueryClient, itemId: number): boolean {
  return queryClient
    .getQueryCache()
    .findAll(chatQueryFilter(itemId))
    .some((query) => query.queryKey[1] === CHAT_PATH && query.getObserversCount() > 0);
}

/** Counts one more unread reply on the item. */
export function addUnread(queryClient: QueryClient, itemId: number): void {
  queryClient.setQueryData<UnreadChats>(UNREAD_CHATS_KEY, (current = {}) => ({
    ...current,
    [itemId]: (current[itemId] ?? 0) + 1,
  }));
}

/** The item's chat was opened: its replies are read. */
export function clearUnread(queryClient: QueryClient, itemId: number): void {
  queryClient.setQueryData<UnreadChats>(UNREAD_CHATS_KEY, (current = {}) => {
    if (!current[itemId]) return current;
    const { [itemId]: _read, ...rest } = current;
    return rest;
  });
}

/** The unread replies, re-rendering when they change. */
export function useUnreadChats(): UnreadChats {
  return (
    useQuery({
      queryKey: UNREAD_CHATS_KEY,
      queryFn: (): UnreadChats => ({}),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }).data ?? {}
  );
}

/** Every unread reply, over all items. */
export const unreadTotal = (unread: UnreadChats): number =>
  Object.values(unread).reduce((sum, n) => sum + n, 0);
