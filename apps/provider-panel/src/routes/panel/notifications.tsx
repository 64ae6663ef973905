import { createFileRoute } from "@tanstack/react-router";
import { messagesQuery } from "../../features/notifications/api/queries";
import { NotificationsPage } from "../../features/notifications/components/NotificationsPage";
import { notificationsSearch } from "../../features/notifications/notificationsSearch";

export const Route = createFileRoute("/panel/notifications")({
  validateSearch: notificationsSearch,
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(messagesQuery(context.client));
  },
  component: function NotificationsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <NotificationsPage
        search={search}
        onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
      />
    );
  },
});
