import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { ServicesProvider } from "../shared/services/ServicesContext";
import type { AppServices } from "../shared/services/services";
import { type ActiveProfileStore, createActiveProfileStore } from "../shared/session/activeProfile";
import { createAuthFlow } from "../shared/session/authFlow";
import { createSession, type SessionClient } from "../shared/session/session";
import { ModalProvider } from "../shared/ui/ModalProvider";
import { ToastProvider } from "../shared/ui/Toasts";
import { createToaster } from "../shared/ui/toaster";
import { testConfig, testProfile } from "./accountFixture";
import { createFakeApiClient, createFakeServer } from "./fakeServer";

/** Renders `ui` at `path` inside every provider the app has, with a memory router that records navigation. */
export async function renderApp(
  ui: ReactNode,
  options: {
    path?: string;
    signedIn?: boolean;
    withProfile?: boolean;
    config?: typeof testConfig;
    activeProfileId?: number;
    /** The network under the generated client (every call a screen makes); see `createFakeServer`. */
    fetch?: (request: Request) => Promise<Response>;
    /** Runs with the services before the first render, as a route's loader does before its screen mounts. */
    prepare?: (services: AppServices) => Promise<void> | void;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(["config"], options.config ?? testConfig);
  if (options.withProfile !== false) queryClient.setQueryData(["profile"], testProfile);
  let activeId: number | null = options.activeProfileId ?? null;
  const activeProfile: ActiveProfileStore = createActiveProfileStore({
    read: () => ({ activeProfileId: activeId }),
    setActiveProfileId: (id) => {
      activeId = id;
    },
  });
  const sessionClient: SessionClient = {
    start: vi.fn(
      async (): Promise<"signedIn" | "signedOut"> => (options.signedIn ? "signedIn" : "signedOut"),
    ),
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
  const session = createSession(sessionClient, () => queryClient.clear());
  await session.start();
  const toaster = createToaster(() => undefined);
  const reload = vi.fn();
  const services: AppServices = {
    queryClient,
    client: createFakeApiClient(options.fetch ?? createFakeServer({}).fetch),
    initialDataCache: null,
    session,
    toaster,
    authFlow: createAuthFlow(sessionStorage),
    activeProfile,
    // Tests try again through their own clicks: nothing here retries by itself.
    recovery: {
      whileFailing: () => () => undefined,
      load: async () => ({ whileFailing: () => () => undefined }),
    },
    reload,
    now: () => Math.floor(Date.now() / 1000),
  };
  await options.prepare?.(services);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => <>{ui}</> });
  const index = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [options.path ?? "/"] }),
  });
  const utils = render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider toaster={toaster}>
          <ModalProvider>
            <RouterProvider router={router} />
          </ModalProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  await router.load();
  return { ...utils, services, router, toaster, sessionClient, reload, queryClient };
}
