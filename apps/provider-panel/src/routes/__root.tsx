import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { AppServices } from "../app/services";
import { Gate } from "../features/app/components/Gate";
import { NotFound } from "../features/app/components/NotFound";
import { RouteError } from "../features/app/components/RouteError";
import { UpdatePrompt } from "../features/update/UpdatePrompt";

export const Route = createRootRouteWithContext<AppServices>()({
  component: () => (
    <Gate>
      <Outlet />
      <UpdatePrompt />
    </Gate>
  ),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
