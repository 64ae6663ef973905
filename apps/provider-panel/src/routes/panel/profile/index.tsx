import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { ProfileForm } from "../../../features/profile/components/ProfileForm";

export const Route = createFileRoute("/panel/profile/")({
  validateSearch: v.object({ focus_shaba: v.optional(v.fallback(v.boolean(), false)) }),
  component: function ProfileRoute() {
    const { focus_shaba = false } = Route.useSearch();
    return <ProfileForm focusShaba={focus_shaba} />;
  },
});
