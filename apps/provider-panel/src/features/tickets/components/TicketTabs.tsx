import { Link } from "@tanstack/react-router";
import { ticketMessages } from "../../../messages/ticket";

/** 'send request' (new) and 'request history' (index) tabs. */
export function TicketTabs() {
  const t = ticketMessages;
  return (
    <nav className="tabs" aria-label={t.title}>
      <Link
        to="/panel/ticket/new"
        className="tab-link"
        activeProps={{ className: "tab-link active", "aria-current": "page" }}
      >
        {t.tabNew}
      </Link>
      <Link
        to="/panel/ticket"
        activeOptions={{ exact: true, includeSearch: false }}
        className="tab-link"
        activeProps={{ className: "tab-link active", "aria-current": "page" }}
      >
        {t.tabHistory}
      </Link>
    </nav>
  );
}
