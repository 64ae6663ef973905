import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { useServices } from "../../../app/ServicesContext";
import { SystemErrorView } from "../../../shared/ui/ErrorBoundary";
import { errorLogBody } from "../../../shared/ui/errorLog";
import { APP_VERSION } from "../../../shared/ui/version";

/** A route's uncaught error: logged to /api/log_ui/log, then 'system error, try again later' with retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { api } = useServices();
  useEffect(() => {
    void api.logUi(errorLogBody(error, window.location.href, APP_VERSION)).catch(() => undefined);
  }, [api, error]);
  return <SystemErrorView onRetry={reset} />;
}
