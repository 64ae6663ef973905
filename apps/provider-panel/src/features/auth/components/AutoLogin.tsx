import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { errorMessage } from "../../../shared/api/errors";
import { useServices } from "../../../shared/services/ServicesContext";
import { Splash } from "../../../shared/ui/FullScreen";
import { autoLogin } from "../api/autoLogin";

/**
 * /_auto_login?temp_token=: exchange, store the tokens and reload into the panel; a failure goes to / with the
 * server's reason (a used or expired link) in a toast, so the provider knows why they must sign in.
 */
export function AutoLogin({ tempToken }: { tempToken: string | undefined }) {
  const { client, session, toaster } = useServices();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!tempToken) {
      void navigate({ to: "/", replace: true });
      return;
    }
    autoLogin(client, tempToken)
      .then((tokens) => {
        session.signIn(tokens);
        window.location.replace("/panel");
      })
      .catch((error: unknown) => {
        toaster.error(errorMessage(error));
        void navigate({ to: "/", replace: true });
      });
  }, [client, session, toaster, navigate, tempToken]);
  return <Splash />;
}
