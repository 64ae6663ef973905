import { createBrowserHistory } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import type { Root } from "react-dom/client";
import { App } from "./App";
import { createServices } from "./createServices";
import { preloadFirstPage } from "./preloadFirstPage";
import { createAppRouter } from "./router";
import { sendStartupCalls } from "./startupQueries";

/** Ends the current task, so the browser may paint and handle input before start-up goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long loading the first page (its matches, route chunks and loaders) may keep the static splash up. Past it
 * React renders anyway and the router finishes the load there, showing the route's own pending screen meanwhile.
 */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * The app's start-up, in short tasks instead of one: index.html already shows the splash, so nothing here needs to
 * block. Lighthouse counts each task's time over 50 ms (on a 4× slower CPU) as blocking; services, router and the
 * first render each cost tens of milliseconds there.
 *
 * React renders once the first page is loaded, so its first commit is that page: no React splash replacing the
 * identical static one, and the router's first load runs in tasks of its own instead of inside React's commit (the
 * router's Transitioner loads on mount only a location it has not resolved yet).
 */
export async function start(root: Root): Promise<void> {
  // Not in the task that has just evaluated the scripts.
  await nextTask();
  let router: ReturnType<typeof createAppRouter> | null = null;
  const services = createServices({
    onSessionExpired: () => {
      services.session.expire();
      void router?.navigate({ to: "/", replace: true });
    },
  });
  const started = sendStartupCalls(services);
  await nextTask();
  // The browser history first: its first `replaceState` alone took up to 24 ms here (chromium, no throttling).
  const history = createBrowserHistory();
  await nextTask();
  router = createAppRouter(services, history);
  // The page's code downloads while the start-up calls are answered, not after them.
  preloadFirstPage(router);
  // When start-up failed, Startup shows the failure and its retry; the router loads once it mounts.
  if (await started) {
    await Promise.race([
      router.load().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
    ]);
  }
  const app = (
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>
  );
  // As a transition React renders in slices of a few milliseconds, yielding to the browser between them.
  startTransition(() => root.render(app));
}
