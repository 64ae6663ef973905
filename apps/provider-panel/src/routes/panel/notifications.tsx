import { createFileRoute } from "@tanstack/react-router";
import { messagesQuery } from "../../features/notifications/api/queries";
import { NotificationsPage } from "../../features/notifications/components/NotificationsPage";

export const Route = createFileRoute("/panel/notifications")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(messagesQuery(context.api)),
  component: NotificationsPage,
});
