import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import type { AppServices } from "./services";

/** The router with the app services in its context (loaders reach the query client and api through it). */
export function createAppRouter(services: AppServices) {
  return createRouter({
    routeTree,
    context: services,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
