import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { errorsMessages } from "../../messages/errors";
import { isRecoverable } from "../api/networkFailure";
import { useServices } from "../services/ServicesContext";
import { SystemErrorView } from "./ErrorBoundary";

/**
 * A route's uncaught error, logged to /api/log_ui/log, then 'system error, try again later' where the route renders
 * (inside the panel shell for /panel screens). Retry goes through `router.invalidate()`, which re-runs the loaders,
 * loads a chunk that failed again and resets the boundary, so a request is sent again (`reset()` alone re-rendered
 * the same error); the queries the failed screen left without observers are dropped first, since an answer cached as
 * a success may be what could not be rendered, and the retry must ask the server again rather than render it again.
 * A failure that may pass (no answer, a chunk that did not arrive, a server fault) says why — offline or the server
 * out of reach — and is retried by itself when the connection returns, the page shows again, and every while (issue
 * 27 item 3: a screen first opened offline stayed on a bare system error). Lists handle their own failures
 * (ListState), so this is for the unexpected and the unreachable; it stays small, being in the first chunk.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { client, queryClient, recovery } = useServices();
  const router = useRouter();
  const recoverable = isRecoverable(error);
  useEffect(() => {
    void import("../api/logUiError").then((m) => m.logUiError(client, error)).catch(() => undefined);
  }, [client, error]);
  const retry = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    void router.invalidate();
  }, [queryClient, router]);
  useEffect(() => (recoverable ? recovery.whileFailing(retry) : undefined), [recoverable, recovery, retry]);
  // Read when the failure shows: the connection's return retries at once, and a failed retry shows anew.
  const title = !recoverable
    ? undefined
    : navigator.onLine
      ? errorsMessages.unreachable
      : errorsMessages.offline;
  return <SystemErrorView onRetry={retry} title={title} />;
}
