import { createFileRoute } from "@tanstack/react-router";
import { NewService } from "../../../features/services/components/NewService";

export const Route = createFileRoute("/panel/services/new")({
  // Loaded on the way in, so the first chunk (which holds every route's beforeLoad) does not carry the rule.
  beforeLoad: async (options) => (await import("../../../shared/profile/shebaGate")).guardNewService(options),
  component: NewService,
});
