import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "../../../shared/api/port";

export const transactionsQuery = (api: ProviderApi, page: number) =>
  queryOptions({
    queryKey: ["wallet", "transactions", page],
    queryFn: () => api.listBalanceHistory((page - 1) * PAGE_SIZE),
    placeholderData: keepPreviousData,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
  });

export const receiptsQuery = (api: ProviderApi, page: number) =>
  queryOptions({
    queryKey: ["wallet", "receipts", page],
    queryFn: () => api.listInternetReceipts((page - 1) * PAGE_SIZE),
    placeholderData: keepPreviousData,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
  });
