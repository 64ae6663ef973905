import { createFileRoute } from "@tanstack/react-router";
import { SecurityPage } from "../../features/security/components/SecurityPage";

export const Route = createFileRoute("/panel/security")({
  component: SecurityPage,
});
