import { createFileRoute } from "@tanstack/react-router";
import { NewService } from "../../../features/services/components/NewService";
import { guardNewServiceLazily } from "../../../shared/profile/guardNewServiceLazily";

export const Route = createFileRoute("/panel/services/new")({
  beforeLoad: ({ context, preload }) => guardNewServiceLazily({ context, preload }),
  component: NewService,
});
