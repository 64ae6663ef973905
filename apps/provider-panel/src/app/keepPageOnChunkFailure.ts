/**
 * Keeps the page when a screen's chunk does not arrive. TanStack Router's lazy component reloads the page once per
 * failed chunk (its remedy for a deploy that removed it), which offline or with the server down lands on the
 * browser's own error page, out of the panel for good. Vite reports every failed import first (`vite:preloadError`):
 * the failure is marked as already reloaded (the router's key), so it reaches the route's error view, whose retry
 * loads it again. Installed with the services, before the first screen: the way from /signin to the code step and
 * to /signup crosses chunks too.
 */
export function keepPageOnChunkFailure(win: Window = window): void {
  win.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (error instanceof Error) win.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, "1");
  });
}
