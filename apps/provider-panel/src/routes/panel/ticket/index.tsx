import { createFileRoute } from "@tanstack/react-router";
import { ticketsQuery } from "../../../features/tickets/api/queries";
import { TicketHistory } from "../../../features/tickets/components/TicketHistory";
import { TicketTabs } from "../../../features/tickets/components/TicketTabs";
import { ticketMessages } from "../../../messages/ticket";
import { pageSearchSchema } from "../../../shared/routing/pageSearch";

export const Route = createFileRoute("/panel/ticket/")({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(ticketsQuery(context.client, deps.page));
  },
  component: function TicketHistoryRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <div className="stack">
        <h1 className="page-title">{ticketMessages.title}</h1>
        <TicketTabs />
        <TicketHistory page={page} onPage={(p) => void navigate({ search: { page: p } })} />
      </div>
    );
  },
});
