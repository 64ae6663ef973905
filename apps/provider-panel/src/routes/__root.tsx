import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import type { AppServices } from "../app/services";
import { Gate } from "../features/app/components/Gate";
import { NotFound } from "../features/app/components/NotFound";
import { RouteError } from "../features/app/components/RouteError";

// The update check runs after the first screen: its code stays out of the /signin budget.
const UpdatePrompt = lazy(() =>
  import("../features/update/UpdatePrompt").then((m) => ({ default: m.UpdatePrompt })),
);

export const Route = createRootRouteWithContext<AppServices>()({
  component: () => (
    <Gate>
      <Outlet />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </Gate>
  ),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
