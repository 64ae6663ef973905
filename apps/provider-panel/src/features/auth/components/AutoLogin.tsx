import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useServices } from "../../../shared/services/ServicesContext";
import { Splash } from "../../../shared/ui/FullScreen";

/** /_auto_login?temp_token=: exchange, store the tokens and reload into the panel; any failure goes to /. */
export function AutoLogin({ tempToken }: { tempToken: string | undefined }) {
  const { api, session } = useServices();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!tempToken) {
      void navigate({ to: "/", replace: true });
      return;
    }
    api
      .autoLogin(tempToken)
      .then((tokens) => {
        session.signIn(tokens);
        window.location.replace("/panel");
      })
      .catch(() => void navigate({ to: "/", replace: true }));
  }, [api, session, navigate, tempToken]);
  return <Splash />;
}
