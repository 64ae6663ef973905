import { createFileRoute } from "@tanstack/react-router";
import { ProfileForm } from "../../../features/profile/components/ProfileForm";
import { ProfileLinks } from "../../../features/profile/components/ProfileLinks";
import { isBoolean, searchParam } from "../../../shared/routing/searchParam";

const focusSheba = searchParam(isBoolean, false);

export const Route = createFileRoute("/panel/profile/")({
  validateSearch: (search: Record<string, unknown>): { focus_shaba?: boolean } => ({
    focus_shaba: focusSheba(search.focus_shaba),
  }),
  component: function ProfileRoute() {
    const { focus_shaba = false } = Route.useSearch();
    return (
      <div className="stack">
        <ProfileForm focusSheba={focus_shaba} />
        <ProfileLinks />
      </div>
    );
  },
});
