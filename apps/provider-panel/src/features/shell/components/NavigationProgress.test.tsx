import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NavigationProgress } from "./NavigationProgress";

/** A router whose second screen waits on `arrive`, as a route waits for its code on a slow connection. */
function slowRouter(start = "/") {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const root = createRootRoute({
    component: () => (
      <>
        <NavigationProgress />
        <Outlet />
      </>
    ),
  });
  const first = createRoute({ getParentRoute: () => root, path: "/", component: () => <p>فهرست</p> });
  const second = createRoute({
    getParentRoute: () => root,
    path: "/ticket",
    loader: () => arrived,
    component: () => <p>درخواست</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([first, second]),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  return { router, arrive: () => arrive() };
}

const bar = () => document.querySelector(".nav-progress");

describe("NavigationProgress", () => {
  it("draws the bar as soon as a navigation starts, and takes it away once the new screen is in", async () => {
    const { router, arrive } = slowRouter();
    render(<RouterProvider router={router} />);
    await screen.findByText("فهرست");
    expect(bar()).toBeNull();

    // The app's registered route types do not know this test router's paths.
    act(() => void router.history.push("/ticket"));
    expect(bar()).not.toBeNull();
    expect(screen.getByText("فهرست")).toBeTruthy();

    await act(async () => arrive());
    await screen.findByText("درخواست");
    expect(bar()).toBeNull();
  });

  it("is not drawn over the first load (the splash says that)", async () => {
    const { router, arrive } = slowRouter("/ticket");
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    expect(router.state.status).toBe("pending");
    expect(bar()).toBeNull();
    await act(async () => arrive());
    await screen.findByText("درخواست");
    expect(bar()).toBeNull();
  });
});
