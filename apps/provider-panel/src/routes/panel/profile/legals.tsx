import { createFileRoute } from "@tanstack/react-router";
import { LegalProfilesPage } from "../../../features/legals/components/LegalProfilesPage";

export const Route = createFileRoute("/panel/profile/legals")({
  component: LegalProfilesPage,
});
