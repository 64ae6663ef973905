import { createFileRoute } from "@tanstack/react-router";
import { LawyersPage } from "../../../features/lawyers/components/LawyersPage";

export const Route = createFileRoute("/panel/lawyers/")({
  component: function LawyersIncomingRoute() {
    return <LawyersPage incoming />;
  },
});
