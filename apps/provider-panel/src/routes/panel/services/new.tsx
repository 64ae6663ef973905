import { createFileRoute } from "@tanstack/react-router";
import { NewService } from "../../../features/services/components/NewService";
import { guardNewService } from "../../../shared/profile/shebaGate";

export const Route = createFileRoute("/panel/services/new")({
  beforeLoad: (options) => guardNewService(options),
  component: NewService,
});
