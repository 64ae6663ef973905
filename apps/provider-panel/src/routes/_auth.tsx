import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AuthLayout } from "../features/auth/components/AuthLayout";

export const Route = createFileRoute("/_auth")({
  beforeLoad: ({ context }) => {
    if (context.session.isLoggedIn()) throw redirect({ to: "/panel", replace: true });
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
