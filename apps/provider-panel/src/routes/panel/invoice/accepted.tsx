import { createFileRoute } from "@tanstack/react-router";
import { ChatPanel } from "../../../features/chat/components/ChatPanel";
import { InvoicePage } from "../../../features/invoice/components/InvoicePage";
import { invoiceSearch } from "../../../features/invoice/invoiceSearch";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";

export const Route = createFileRoute("/panel/invoice/accepted")({
  validateSearch: invoiceSearch,
  component: function AcceptedRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const { activeId } = useActiveProfile();
    return (
      <InvoicePage
        kind="accepted"
        search={search}
        onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
        renderChat={(itemId, onClose) => <ChatPanel itemId={itemId} me={activeId} onClose={onClose} />}
      />
    );
  },
});
