import { createFileRoute } from "@tanstack/react-router";
import { messagesQuery } from "../../features/notifications/api/queries";
import { NotificationsPage } from "../../features/notifications/components/NotificationsPage";

export const Route = createFileRoute("/panel/notifications")({
  // Not awaited: the screen shows its skeleton at once and a failure inside itself (issue 14 items 2–3).
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(messagesQuery(context.client));
  },
  component: NotificationsPage,
});
