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
