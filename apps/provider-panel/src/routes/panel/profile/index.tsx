import { createFileRoute } from "@tanstack/react-router";
import { ProfileForm } from "../../../features/profile/components/ProfileForm";
import { ProfileLinks } from "../../../features/profile/components/ProfileLinks";
import { validateFocusShebaSearch } from "../../../shared/routing/focusShebaSearch";

export const Route = createFileRoute("/panel/profile/")({
  validateSearch: validateFocusShebaSearch,
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
