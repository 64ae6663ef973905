import { createFileRoute } from "@tanstack/react-router";
import { LawyersPage } from "../../../features/lawyers/components/LawyersPage";

export const Route = createFileRoute("/panel/lawyers/requests")({
  component: function LawyersOutgoingRoute() {
    return <LawyersPage incoming={false} />;
  },
});
