import { createFileRoute } from "@tanstack/react-router";
import { RequestsPage } from "../../../features/requests/components/RequestsPage";
import { parseRequestsSearch } from "../../../features/requests/requestsSearch";
import { requestTabsQuery } from "../../../features/requests/requestTabsQuery";
import { marketplaceClient } from "../../../shared/marketplace/marketplaceClient";

export const Route = createFileRoute("/panel/requests/privates")({
  validateSearch: parseRequestsSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(requestTabsQuery(marketplaceClient(context.client).$api));
  },
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
