import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ticketMessages } from "../../../messages/ticket";
import { formatJalali } from "../../../shared/format/jalali";
import { useServices } from "../../../shared/services/ServicesContext";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { Pager } from "../../../shared/ui/Pager";
import { iconEmptyChat } from "../../../shared/ui/stateIcons";
import { ticketsQuery } from "../api/queries";
import { statusTone } from "../ticketRules";
import "./tickets.css";

/** Request history, 10 a page. */
export function TicketHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { client } = useServices();
  const list = useQuery(ticketsQuery(client, page));
  const t = ticketMessages;
  if (list.isPending) return <Skeleton />;
  // A failed refetch keeps what was shown (the offline notice says why it may be old).
  if (list.data === undefined)
    return <ErrorView error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <EmptyView text={t.empty} icon={iconEmptyChat} />;
  return (
    <>
      <ul className="list">
        {list.data.data.map((ticket) => (
          <li key={ticket.id}>
            <Link to="/panel/ticket/$id" params={{ id: ticket.id }} className="card list-item link-card">
              <div className="row-between">
                <strong>{ticket.subject}</strong>
                <span className={`badge badge-${statusTone(ticket)}`}>
                  {t.status[ticket.status_id] ?? ""}
                </span>
              </div>
              <div className="row-between muted">
                <span>{ticket.section ?? ""}</span>
                <time>{formatJalali(ticket.created_at)}</time>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} count={list.data.count} pageSize={PAGE_SIZE} onPage={onPage} />
    </>
  );
}
