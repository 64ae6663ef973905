import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { preloadFirstPage } from "./preloadFirstPage";

/** A route tree whose components are lazy, as the file routes' are: each import is recorded. */
function routerAt(path: string) {
  const asked: string[] = [];
  const lazy = (name: string) => {
    const component = () => null;
    return Object.assign(component, {
      preload: vi.fn(async () => {
        asked.push(name);
      }),
    });
  };
  const root = createRootRoute({ component: lazy("root") });
  const panel = createRoute({ getParentRoute: () => root, path: "panel", component: lazy("panel") });
  const notifications = createRoute({
    getParentRoute: () => panel,
    path: "notifications",
    component: lazy("notifications"),
  });
  const wallet = createRoute({ getParentRoute: () => panel, path: "wallet", component: lazy("wallet") });
  const router = createRouter({
    routeTree: root.addChildren([panel.addChildren([notifications, wallet])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, asked };
}

describe("preloadFirstPage", () => {
  it("asks for the component chunk of every route the opening address matches, before the router loads", async () => {
    const { router, asked } = routerAt("/panel/notifications");
    preloadFirstPage(router);
    await vi.waitFor(() => expect(asked.sort()).toEqual(["notifications", "panel", "root"]));
    expect(router.state.status).toBe("idle");
    expect(router.state.matches).toHaveLength(0);
  });

  it("leaves a failed download to the router's own load", async () => {
    const { router } = routerAt("/panel/wallet");
    const route = router.routesById["/panel/wallet"];
    (route.options.component as unknown as { preload: () => Promise<void> }).preload = () =>
      Promise.reject(new Error("offline"));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      preloadFirstPage(router);
      await new Promise((r) => setTimeout(r, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
