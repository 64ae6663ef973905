import type { ServerTokenSet } from "@ceremony/api-client";
import { useNavigate } from "@tanstack/react-router";
import { authMessages } from "../../messages/auth";
import { useServices } from "../../shared/services/ServicesContext";

/** Stores the tokens, says login succeeded and goes to /panel (section 4 sign-in flow). */
export function useCompleteLogin() {
  const { session, authFlow, toaster } = useServices();
  const navigate = useNavigate();
  return (tokens: ServerTokenSet) => {
    session.signIn(tokens);
    authFlow.clear();
    toaster.success(authMessages.loginSuccess);
    void navigate({ to: "/panel", replace: true });
  };
}
