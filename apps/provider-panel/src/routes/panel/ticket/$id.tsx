import { createFileRoute, notFound } from "@tanstack/react-router";
import { ticketQuery } from "../../../features/tickets/api/queries";
import { TicketDetail } from "../../../features/tickets/components/TicketDetail";

export const Route = createFileRoute("/panel/ticket/$id")({
  params: {
    parse: ({ id }) => {
      const n = Number(id);
      if (!Number.isSafeInteger(n) || n < 1) throw notFound();
      return { id: n };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(ticketQuery(context.client, params.id));
  },
  component: function TicketRoute() {
    const { id } = Route.useParams();
    return <TicketDetail id={id} />;
  },
});
