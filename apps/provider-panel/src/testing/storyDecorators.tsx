import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ServicesProvider } from "../shared/services/ServicesContext";
import type { AppServices } from "../shared/services/services";
import { ModalProvider } from "../shared/ui/ModalProvider";
import { ToastProvider } from "../shared/ui/Toasts";
import { createToaster } from "../shared/ui/toaster";
import { testInitialData } from "./initialDataFixture";
import "./storyStyles";

// The panel's stories render without signing in and without a server: these decorators give a component the
// contexts the app would (router, modal stack, services, query cache), all in memory.

/** A memory router at `path` whose every route renders the story, so links resolve and `aria-current` is computed. */
export function withRouter(path = "/"): Decorator {
  return (Story) => {
    const [router] = useState(() => {
      const root = createRootRoute({ component: () => <Outlet /> });
      const page = () => <Story />;
      const index = createRoute({ getParentRoute: () => root, path: "/", component: page });
      const any = createRoute({ getParentRoute: () => root, path: "$", component: page });
      return createRouter({
        routeTree: root.addChildren([index, any]),
        history: createMemoryHistory({ initialEntries: [path] }),
      });
    });
    return <RouterProvider router={router} />;
  };
}

/** The modal stack every screen has (dialogs and sheets need it). */
export const withModals: Decorator = (Story) => (
  <ModalProvider>
    <Story />
  </ModalProvider>
);

/** The browser reports no connection while the story shows (the offline wording and icons), restored after. */
export const withOffline: Decorator = (Story) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    window.dispatchEvent(new Event("offline"));
    setReady(true);
    return () => {
      Reflect.deleteProperty(navigator, "onLine");
      window.dispatchEvent(new Event("online"));
    };
  }, []);
  return ready ? <Story /> : <span hidden />;
};

/** Any call a story's component makes to the server: stories have none, so it is refused as offline. */
const noServer = new Proxy(
  {},
  { get: () => () => Promise.reject(new TypeError("Failed to fetch (stories have no server)")) },
);

/**
 * The app services a screen reads through `useServices`, with the initial data in the query cache (never stale, so
 * nothing is fetched), a toaster shown on screen and recovery that never retries by itself. Only what the shared
 * components read is real: the rest (calls to the server) refuse as offline.
 */
export const withServices: Decorator = (Story) => {
  const [services] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(["config"], { initialData: testInitialData });
    const stories: Partial<AppServices> = {
      queryClient,
      toaster: createToaster(),
      recovery: {
        whileFailing: () => () => undefined,
        load: async () => ({ whileFailing: () => () => undefined }),
      },
      reload: () => undefined,
      now: () => Math.floor(Date.now() / 1000),
    };
    return { client: noServer, initialDataCache: null, ...stories } as AppServices;
  });
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <ToastProvider toaster={services.toaster}>
          <Story />
        </ToastProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
};
