import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useServices } from "../services/ServicesContext";
import { SystemErrorView } from "./ErrorBoundary";
import { errorLogBody } from "./errorLog";
import { APP_VERSION } from "./version";

/**
 * A route's uncaught error, logged to /api/log_ui/log, then 'system error, try again later' where the route renders
 * (inside the panel shell for /panel screens). Retry goes through `router.invalidate()`, which re-runs the loaders
 * and resets the boundary, so a request is sent again (`reset()` alone re-rendered the same error); the queries the
 * failed screen left without observers are dropped first, since an answer cached as a success may be what could not
 * be rendered, and the retry must ask the server again rather than render it again. Lists handle
 * their own failures (ListState), so this is for the unexpected; it stays small, being in the first chunk.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { api, queryClient } = useServices();
  const router = useRouter();
  useEffect(() => {
    void api.logUi(errorLogBody(error, window.location.href, APP_VERSION)).catch(() => undefined);
  }, [api, error]);
  const retry = () => {
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    void router.invalidate();
  };
  return <SystemErrorView onRetry={retry} />;
}
