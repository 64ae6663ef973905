import { createFileRoute } from "@tanstack/react-router";
import { NewService } from "../../../features/services/components/NewService";

export const Route = createFileRoute("/panel/services/new")({
  component: NewService,
});
