import type { AnyRouter } from "@tanstack/react-router";

/**
 * Starts downloading the code of the page the app opens on (each matched route's component chunk and what it
 * imports) without waiting for start-up. The first load runs only after the start-up calls have answered (the gate
 * needs their data), and its route chunks used to be asked for only then: one round trip and a chain of lazy
 * chunks added to the page's first paint. A failed download is left to the router's own load, which asks again and
 * shows the route's error view.
 */
export function preloadFirstPage(router: AnyRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
