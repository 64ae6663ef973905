import type { Query } from "@tanstack/react-query";

/**
 * openapi-react-query keys are `[method, path, init]`. These filters let code outside a screen (the live events,
 * a save elsewhere) refresh that screen's queries without importing it.
 */
type KeyInit = { params?: { query?: Record<string, unknown> } } | undefined;

function keyPath(query: Pick<Query, "queryKey">): string | undefined {
  const path = query.queryKey[1];
  return typeof path === "string" ? path : undefined;
}

function keyQuery(query: Pick<Query, "queryKey">): Record<string, unknown> {
  return (query.queryKey[2] as KeyInit)?.params?.query ?? {};
}

/** The chat replies of one service item (`list_replies?item_id=`). */
export const CHAT_PATH = "/api/order/service/item/list_replies";

/** Matches the chat queries of one item, whatever their paging: the live `reply` event refreshes exactly these. */
export function chatQueryFilter(itemId: number) {
  return {
    predicate: (query: Pick<Query, "queryKey">) =>
      keyPath(query) === CHAT_PATH && Number(keyQuery(query).item_id) === itemId,
  };
}

/** Matches every query of the given paths (e.g. the services list after a flow saved a step). */
export function pathsQueryFilter(...paths: string[]) {
  return { predicate: (query: Pick<Query, "queryKey">) => paths.includes(keyPath(query) ?? "") };
}

/** The public/private request lists (`item/list`). */
export const REQUESTS_PATH = "/api/order/service/item/list";
/** The readiness-declared and accepted lists. */
export const READINESS_PATH = "/api/order/service/item/readiness/list";
export const ACCEPTED_PATH = "/api/order/service/item/accepted/list";
/** One item (the detail overlay). */
export const ITEM_PATH = "/api/order/service/item/get";

/**
 * When the server last announced new requests over the WebSocket (ms since epoch). The requests screen shows its
 * "refresh" banner while this is newer than its list; a query key rather than a module variable so it is cleared
 * with the session's cache.
 */
export const REQUESTS_ANNOUNCED_KEY = ["marketplace", "requests-announced"] as const;
