import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AuthLayout } from "../features/auth/components/AuthLayout";

export const Route = createFileRoute("/_auth")({
  // The landing screen of every signed-out visit: its component is part of the start bundle, not a second
  // round trip after it (see docs/decisions/provider-panel.md, "Start bundle").
  codeSplitGroupings: [],
  beforeLoad: ({ context }) => {
    if (context.session.isLoggedIn()) throw redirect({ to: "/panel", replace: true });
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
