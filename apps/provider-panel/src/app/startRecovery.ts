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
  clearOfflineToastsWhenOnline(toaster);
  return {
    whileFailing: (retry) =>
      recovery.whileFailing(() => {
        refreshFailedStylesheets();
        retry();
      }),
  };
}
