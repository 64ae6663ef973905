import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "../../../shared/api/port";
import type { Message, Paged } from "../../../shared/api/types";

/** Notification page step (section 9). */
export const MESSAGES_STEP = 10;

/** The next offset while the loaded count is below the total, else undefined. */
export function nextOffset(pages: ReadonlyArray<Paged<unknown>>): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  const total = pages[pages.length - 1]?.count ?? 0;
  const lastEmpty = (pages[pages.length - 1]?.data.length ?? 0) === 0;
  return loaded < total && !lastEmpty ? loaded : undefined;
}

export const messagesQuery = (api: ProviderApi) =>
  infiniteQueryOptions({
    queryKey: ["messages"],
    queryFn: ({ pageParam }) => api.listMessages(pageParam),
    initialPageParam: 0,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },

    getNextPageParam: (_last: Paged<Message>, pages: Paged<Message>[]) => nextOffset(pages),
  });
