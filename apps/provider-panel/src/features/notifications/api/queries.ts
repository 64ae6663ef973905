import type { ApiClient } from "@ceremony/api-client";
import type { components } from "@ceremony/api-client/contract";
import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { paged } from "../../../shared/api/answers";
import { nextOffset } from "../../../shared/api/paging";

export type Message = components["schemas"]["Message"];

export const messagesQuery = ({ client }: ApiClient) =>
  infiniteQueryOptions({
    queryKey: ["messages"],
    queryFn: async ({ pageParam }) =>
      paged(
        (
          await client.GET("/api/message/list", {
            params: { query: { offset: pageParam, limit: PAGE_SIZE } },
          })
        ).data,
      ),
    initialPageParam: 0,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
