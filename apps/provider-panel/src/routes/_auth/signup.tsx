import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignupForm } from "../../features/auth/components/SignupForm";

export const Route = createFileRoute("/_auth/signup")({
  beforeLoad: ({ context }) => {
    if (!context.authFlow.get().tempTokens) throw redirect({ to: "/", replace: true });
  },
  component: SignupForm,
});
