import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Gate } from "../features/gate/components/Gate";
import type { AppServices } from "../shared/services/services";
import { NotFound } from "../shared/ui/NotFound";
import { RouteError } from "../shared/ui/RouteError";

// The update check only matters on a page a service worker served from its cache: index.html is never cached by
// HTTP (no-cache), so a page the network served is the newest build, and a waiting worker implies a controlling one.
const UpdatePrompt = lazy(() =>
  import("../features/update/UpdatePrompt").then((m) => ({ default: m.UpdatePrompt })),
);

const servedByWorker = typeof navigator !== "undefined" && Boolean(navigator.serviceWorker?.controller);

export const Route = createRootRouteWithContext<AppServices>()({
  component: () => (
    <Gate>
      <Outlet />
      {servedByWorker && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </Gate>
  ),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
