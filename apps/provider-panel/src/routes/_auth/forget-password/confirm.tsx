import { MOBILE_PATTERN } from "@ceremony/persian-text";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ForgotPasswordConfirmForm } from "../../../features/auth/components/ForgotPasswordConfirmForm";
import { matching, searchParam } from "../../../shared/routing/searchParam";

const phone = searchParam(matching(MOBILE_PATTERN), "");

export const Route = createFileRoute("/_auth/forget-password/confirm")({
  validateSearch: (search: Record<string, unknown>): { phone?: string } => ({ phone: phone(search.phone) }),
  beforeLoad: ({ search }) => {
    if (!search.phone) throw redirect({ to: "/forget-password", replace: true });
  },
  component: function ForgotConfirmRoute() {
    const { phone = "" } = Route.useSearch();
    return <ForgotPasswordConfirmForm phone={phone} />;
  },
});
