import { createFileRoute } from "@tanstack/react-router";
import { SigninForm } from "../../../features/auth/components/SigninForm";
import { signinSearchSchema } from "../../../features/auth/signinSearch";

export const Route = createFileRoute("/_auth/signin/")({
  // The landing screen of every signed-out visit: its component is part of the start bundle, not a second
  // round trip after it (see docs/decisions/provider-panel.md, "Start bundle").
  codeSplitGroupings: [],
  validateSearch: signinSearchSchema,
  component: function SigninRoute() {
    const { mode = "otp" } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SigninForm mode={mode} onModeChange={(m) => void navigate({ search: { mode: m }, replace: true })} />
    );
  },
});
