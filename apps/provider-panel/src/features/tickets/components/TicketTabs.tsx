import { ticketMessages } from "../../../messages/ticket";
import { TabNav } from "../../../shared/ui/TabNav";

/** 'send request' (new) and 'request history' (index) tabs; history stays current on every page of the list. */
export function TicketTabs() {
  const t = ticketMessages;
  return (
    <TabNav
      label={t.title}
      tabs={[
        { to: "/panel/ticket/new", label: t.tabNew },
        { to: "/panel/ticket", label: t.tabHistory, exact: true, includeSearch: false },
      ]}
    />
  );
}
