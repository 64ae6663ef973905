import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../messages";
import type { Recovery } from "../recovery/recovery";
import { ServicesProvider } from "../services/ServicesContext";
import type { AppServices } from "../services/services";
import { RouteError } from "./RouteError";

/** A screen whose loader fails `failures` times with `error`, then loads; the recovery is driven by hand. */
async function renderFailingScreen(error: Error, failures: number) {
  // The router reports the loader's error on the console; the view is what is checked.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  let calls = 0;
  const retries = new Set<() => void>();
  const recovery: Recovery = {
    whileFailing(retry) {
      retries.add(retry);
      return () => retries.delete(retry);
    },
  };
  const services = {
    client: { client: { POST: vi.fn(async () => ({ data: { message: "" } })) } },
    queryClient: new QueryClient(),
    recovery,
  } as unknown as AppServices;
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    loader: () => {
      calls += 1;
      if (calls <= failures) throw error;
    },
    component: () => <p>صفحه آماده است</p>,
    errorComponent: RouteError,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  await act(() => router.load());
  return {
    recovery: () =>
      act(async () => {
        for (const r of retries) r();
      }),
    retries,
    calls: () => calls,
  };
}

describe("RouteError", () => {
  // Issue 27 item 3: a screen first opened with the server down showed a bare system error and never came back.
  it("a screen whose chunk did not arrive says the server is out of reach and loads by itself once it is back", async () => {
    const chunk = new TypeError("Failed to fetch dynamically imported module: /assets/wallet-x.js");
    const view = await renderFailingScreen(chunk, 1);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.errors.unreachable);
    expect(view.retries.size).toBe(1);
    await view.recovery();
    expect(await screen.findByText("صفحه آماده است")).toBeInTheDocument();
    expect(view.retries.size).toBe(0);
  });

  it("an unexpected error keeps 'system error' and waits for the user's retry", async () => {
    const view = await renderFailingScreen(new Error("boom"), 1);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.errors.boundary);
    expect(view.retries.size).toBe(0);
    expect(view.calls()).toBe(1);
  });
});
