import { createFileRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { ForgotPasswordConfirmForm } from "../../../features/auth/components/ForgotPasswordConfirmForm";

export const Route = createFileRoute("/_auth/forget-password/confirm")({
  validateSearch: v.object({ phone: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^09\d{9}$/)), "")) }),
  beforeLoad: ({ search }) => {
    if (!search.phone) throw redirect({ to: "/forget-password", replace: true });
  },
  component: function ForgotConfirmRoute() {
    const { phone = "" } = Route.useSearch();
    return <ForgotPasswordConfirmForm phone={phone} />;
  },
});
