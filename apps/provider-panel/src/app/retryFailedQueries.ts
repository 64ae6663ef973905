import type { Query, QueryClient } from "@tanstack/react-query";
import { isRecoverable } from "../shared/api/networkFailure";
import type { Recovery } from "../shared/recovery/recovery";

/** A query a screen shows as failed and that asking again may fix. */
const failing = (query: Query) =>
  query.state.status === "error" && query.getObserversCount() > 0 && isRecoverable(query.state.error);

/**
 * While any shown query has failed for a reason that may pass (no answer, a server fault), asks the recovery to try
 * again: when the connection returns, when the page shows again, and every while (issue 27 item 3: every list stayed
 * on its error until «تلاش مجدد» was tapped). A try still running is not cancelled. Returns the stop.
 */
export function retryFailedQueries(queryClient: QueryClient, recovery: Recovery): () => void {
  const cache = queryClient.getQueryCache();
  let stop: (() => void) | null = null;
  const retry = () => void queryClient.refetchQueries({ predicate: failing }, { cancelRefetch: false });
  const update = () => {
    const any = cache.findAll({ predicate: failing }).length > 0;
    if (any && !stop) stop = recovery.whileFailing(retry);
    else if (!any && stop) {
      stop();
      stop = null;
    }
  };
  const unsubscribe = cache.subscribe(update);
  update();
  return () => {
    unsubscribe();
    stop?.();
  };
}
