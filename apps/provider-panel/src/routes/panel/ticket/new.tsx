import { createFileRoute } from "@tanstack/react-router";
import { ticketSectionsQuery } from "../../../features/tickets/api/queries";
import { NewTicketForm } from "../../../features/tickets/components/NewTicketForm";
import { TicketTabs } from "../../../features/tickets/components/TicketTabs";
import { ticketMessages } from "../../../messages/ticket";

export const Route = createFileRoute("/panel/ticket/new")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(ticketSectionsQuery(context.client));
  },
  component: () => (
    <div className="stack">
      <h1 className="page-title">{ticketMessages.title}</h1>
      <TicketTabs />
      <NewTicketForm />
    </div>
  ),
});
