import { createFileRoute, redirect } from "@tanstack/react-router";
import { LiveEventsLater } from "../features/events/LiveEventsLater";
import { PanelShell } from "../features/shell/components/PanelShell";

export const Route = createFileRoute("/panel")({
  beforeLoad: ({ context }) => {
    if (!context.session.isLoggedIn()) throw redirect({ to: "/", replace: true });
  },
  // The route composes the two features: the shell lays out every panel screen, the live events run beside them.
  component: () => <PanelShell live={<LiveEventsLater />} />,
});
