import { infiniteQueryOptions } from "@tanstack/react-query";
import { nextOffset } from "../../../shared/api/paging";
import type { ProviderApi } from "../../../shared/api/port";
import type { Message, Paged } from "../../../shared/api/types";

export { nextOffset };

export const messagesQuery = (api: ProviderApi) =>
  infiniteQueryOptions({
    queryKey: ["messages"],
    queryFn: ({ pageParam }) => api.listMessages(pageParam),
    initialPageParam: 0,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },

    getNextPageParam: (_last: Paged<Message>, pages: Paged<Message>[]) => nextOffset(pages),
  });
