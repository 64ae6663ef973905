import { createFileRoute } from "@tanstack/react-router";
import { LegalProfilesPage } from "../../../features/legals/components/LegalProfilesPage";
import { validateFocusShebaSearch } from "../../../shared/routing/focusShebaSearch";

export const Route = createFileRoute("/panel/profile/legals")({
  // focus_shaba: the services rule sent a legal profile here to type its own sheba (issue 26 item 1).
  validateSearch: validateFocusShebaSearch,
  component: function LegalsRoute() {
    const { focus_shaba = false } = Route.useSearch();
    return <LegalProfilesPage focusSheba={focus_shaba} />;
  },
});
