import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "../../../shared/api/port";

export const ticketSectionsQuery = (api: ProviderApi) =>
  queryOptions({
    queryKey: ["tickets", "sections"],
    queryFn: () => api.listTicketSections(),
    staleTime: 3_600_000,
  });

export const ticketsQuery = (api: ProviderApi, page: number) =>
  queryOptions({
    queryKey: ["tickets", "list", page],
    queryFn: () => api.listTickets((page - 1) * PAGE_SIZE),
    placeholderData: keepPreviousData,
    // The screen shows the failure in its own error view; a toast would say the same thing twice.
    meta: { silent: true },
  });

export const ticketQuery = (api: ProviderApi, id: number) =>
  queryOptions({
    queryKey: ["tickets", "one", id],
    queryFn: () => api.getTicket(id),
    meta: { silent: true },
  });

export const ticketRepliesQuery = (api: ProviderApi, id: number) =>
  queryOptions({
    queryKey: ["tickets", "replies", id],
    queryFn: () => api.listTicketReplies(id),
    meta: { silent: true },
  });
