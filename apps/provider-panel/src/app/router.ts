import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import type { AppServices } from "../shared/services/services";
import { RouteError } from "../shared/ui/RouteError";

/** The router with the app services in its context (loaders reach the query client and api through it). */
export function createAppRouter(services: AppServices, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: services,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // Every route catches its own failure where it renders: under /panel the header and tab bar stay (issue 14
    // item 2) instead of the root's boundary replacing the whole panel.
    defaultErrorComponent: RouteError,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
