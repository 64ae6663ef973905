import { createFileRoute, redirect } from "@tanstack/react-router";
import { PanelShell } from "../features/shell/components/PanelShell";

export const Route = createFileRoute("/panel")({
  beforeLoad: ({ context }) => {
    if (!context.session.isLoggedIn()) throw redirect({ to: "/", replace: true });
  },
  component: PanelShell,
});
