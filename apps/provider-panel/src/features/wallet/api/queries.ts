import type { ApiClient } from "@ceremony/api-client";
import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { paged } from "../../../shared/api/answers";

export const transactionsQuery = ({ client }: ApiClient, page: number) =>
  queryOptions({
    queryKey: ["wallet", "transactions", page],
    queryFn: async () =>
      paged(
        (
          await client.GET("/api/financial/balance/history", {
            params: { query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
  });

export const receiptsQuery = ({ client }: ApiClient, page: number) =>
  queryOptions({
    queryKey: ["wallet", "receipts", page],
    queryFn: async () =>
      paged(
        (
          await client.GET("/api/financial/balance/internet_receipt/history", {
            params: { query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
          })
        ).data,
      ),
    placeholderData: keepPreviousData,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
  });
