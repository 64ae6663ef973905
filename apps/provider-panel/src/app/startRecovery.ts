import type { QueryClient } from "@tanstack/react-query";
import { errorsMessages } from "../messages/errors";
import { browserRecoveryDeps, createRecovery, type Recovery } from "../shared/recovery/recovery";
import type { Toaster } from "../shared/ui/toaster";
import { retryFailedQueries } from "./retryFailedQueries";

// Off /signin's first load like the recovery, and asked for at the same moment (the shell's first show).
export { syncTabs } from "./syncTabs";

/**
 * Asks again for the stylesheets that did not load. Vite remembers a screen's stylesheet that failed as handled, so a
 * retried screen would render without it; a link without a sheet is one that did not load.
 */
export function refreshFailedStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]"))
    if (!link.sheet) link.replaceWith(link.cloneNode());
}

/**
 * Keeps the page when a screen's chunk does not arrive. TanStack Router's lazy component reloads the page once per
 * failed chunk (its remedy for a deploy that removed it), which offline or with the server down lands on the
 * browser's own error page, out of the panel for good (issue 27 item 3). Vite reports every failed import first
 * (`vite:preloadError`): the failure is marked as already reloaded (the router's key), so it reaches the route's error
 * view, which the recovery retries.
 */
export function keepPageOnChunkFailure(win: Window = window): void {
  win.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (error instanceof Error) win.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, "1");
  });
}

/**
 * Closes the internet-cut toasts when the connection returns: they would otherwise stay their full time beside the
 * screen that has just loaded by itself, saying the opposite of what the provider sees.
 */
export function clearOfflineToastsWhenOnline(toaster: Toaster, win: Window = window): void {
  win.addEventListener("online", () => toaster.dismissWhere((t) => t.text === errorsMessages.offline));
}

/**
 * The app's one recovery (loaded lazily by createServices): the failed queries of shown screens subscribed to it,
 * every retry preceded by the stylesheets that did not arrive, and the internet-cut toasts gone with the cut.
 */
export function startRecovery(queryClient: QueryClient, toaster: Toaster): Recovery {
  const recovery = createRecovery(browserRecoveryDeps());
  retryFailedQueries(queryClient, recovery);
  keepPageOnChunkFailure();
  clearOfflineToastsWhenOnline(toaster);
  return {
    whileFailing: (retry) =>
      recovery.whileFailing(() => {
        refreshFailedStylesheets();
        retry();
      }),
  };
}
