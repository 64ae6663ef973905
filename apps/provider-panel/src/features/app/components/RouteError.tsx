import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useServices } from "../../../app/ServicesContext";
import { isNetworkFailure } from "../../../shared/api/errors";
import { SystemErrorView } from "../../../shared/ui/ErrorBoundary";
import { errorLogBody } from "../../../shared/ui/errorLog";
import { ErrorView } from "../../../shared/ui/ListState";
import { APP_VERSION } from "../../../shared/ui/version";

/**
 * A route's uncaught error, shown where the route renders (inside the panel shell for /panel screens). A failed
 * call gets the generic error view with its Persian message; anything else is logged to /api/log_ui/log and shows
 * 'system error, try again later'. Retry re-runs the route's loaders and refetches its failed queries.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { api } = useServices();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const isCallFailure =
    isNetworkFailure(error) || (typeof error === "object" && error !== null && "status" in error);
  useEffect(() => {
    if (isCallFailure) return;
    void api.logUi(errorLogBody(error, window.location.href, APP_VERSION)).catch(() => undefined);
  }, [api, error, isCallFailure]);
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  if (isCallFailure) return <ErrorView error={error} onRetry={retry} />;
  return <SystemErrorView onRetry={retry} />;
}
