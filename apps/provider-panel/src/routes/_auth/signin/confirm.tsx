import { createFileRoute, redirect } from "@tanstack/react-router";
import { ConfirmCodePage } from "../../../features/auth/components/ConfirmCodePage";

export const Route = createFileRoute("/_auth/signin/confirm")({
  beforeLoad: ({ context }) => {
    if (!context.authFlow.get().username) throw redirect({ to: "/", replace: true });
  },
  component: ConfirmCodePage,
});
