import { createFileRoute } from "@tanstack/react-router";
import { RequestsPage } from "../../../features/requests/components/RequestsPage";
import { parseRequestsSearch } from "../../../features/requests/requestsSearch";
import { prefetchRequestTabs } from "../../../features/requests/requestTabsQuery";

export const Route = createFileRoute("/panel/requests/privates")({
  validateSearch: parseRequestsSearch,
  loader: ({ context }) => prefetchRequestTabs(context),
  component: function PrivateRequestsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RequestsPage
        privates
        search={search}
        onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
        onAccepted={() => void navigate({ to: "/panel/invoice" })}
      />
    );
  },
});
