import type { ApiClient } from "@ceremony/api-client";
import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { paged, required } from "../../../shared/api/answers";

export const ticketSectionsQuery = ({ client }: ApiClient) =>
  queryOptions({
    queryKey: ["tickets", "sections"],
    queryFn: async () => required((await client.GET("/api/ticket/section/all")).data).data,
    staleTime: 3_600_000,
  });

export const ticketsQuery = ({ client }: ApiClient, page: number) =>
  queryOptions({
    queryKey: ["tickets", "list", page],
    queryFn: async () =>
      paged(
        (
          await client.GET("/api/ticket/list", {
            params: { query: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } },
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
  });

export const ticketQuery = ({ client }: ApiClient, id: number) =>
  queryOptions({
    queryKey: ["tickets", "one", id],
    queryFn: async () =>
      required((await client.GET("/api/ticket/get", { params: { query: { id } } })).data).data,
    meta: { silent: true },
  });

export const ticketRepliesQuery = ({ client }: ApiClient, id: number) =>
  queryOptions({
    queryKey: ["tickets", "replies", id],
    queryFn: async () =>
      paged((await client.GET("/api/ticket/list_replies", { params: { query: { id, offset: 0 } } })).data),
    meta: { silent: true },
  });
