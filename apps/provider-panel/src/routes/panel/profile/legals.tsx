import { createFileRoute } from "@tanstack/react-router";
import { LegalProfilesPage } from "../../../features/legals/components/LegalProfilesPage";
import { isBoolean, searchParam } from "../../../shared/routing/searchParam";

const focusSheba = searchParam(isBoolean, false);

export const Route = createFileRoute("/panel/profile/legals")({
  // focus_shaba: the services rule sent a legal profile here to type its own sheba (issue 26 item 1).
  validateSearch: (search: Record<string, unknown>): { focus_shaba?: boolean } => ({
    focus_shaba: focusSheba(search.focus_shaba),
  }),
  component: function LegalsRoute() {
    const { focus_shaba = false } = Route.useSearch();
    return <LegalProfilesPage focusSheba={focus_shaba} />;
  },
});
