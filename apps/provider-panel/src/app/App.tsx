import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { ServicesProvider, useTokenState } from "../shared/services/ServicesContext";
import type { AppServices } from "../shared/services/services";
import { ErrorBoundary } from "../shared/ui/ErrorBoundary";
import { LoadErrorScreen, Splash } from "../shared/ui/FullScreen";
import { ModalProvider } from "../shared/ui/ModalProvider";
import { ToastProvider } from "../shared/ui/Toasts";
import type { createAppRouter } from "./router";
import { startupConfigQuery } from "./startupQueries";

/**
 * The error screen when configuration or the session start failed; otherwise the router. start.tsx renders the app
 * once both are back, so the splash shows only while a retry is under way.
 */
function Startup({ services, router }: AppProps) {
  const config = useQuery(startupConfigQuery(services));
  const token = useTokenState();
  if (token.error) return <LoadErrorScreen />;
  if (config.isError) {
    // The initial data failed (offline on a first visit: the internet-cut message, see LoadErrorScreen). The retry
    // asks again in place: a reload while offline would hand a page without a service worker to the browser's own
    // error page.
    return <LoadErrorScreen retrying={config.isFetching} onRetry={() => void config.refetch()} />;
  }
  if (config.isPending || token.pending) return <Splash />;
  return <RouterProvider router={router} />;
}

interface AppProps {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
}

/** The whole app: providers, the error boundary and start-up. */
export function App({ services, router }: AppProps) {
  const log = (error: unknown) => {
    void import("../shared/api/logUiError")
      .then((m) => m.logUiError(services.client, error))
      .catch(() => undefined);
  };
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <ToastProvider toaster={services.toaster}>
          <ModalProvider>
            <ErrorBoundary log={log}>
              <Startup services={services} router={router} />
            </ErrorBoundary>
          </ModalProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
