import { StrictMode, startTransition } from "react";
import type { Root } from "react-dom/client";
import { App } from "./App";
import { createServices } from "./createServices";
import { createAppRouter } from "./router";
import { sendStartupCalls } from "./startupQueries";

/** Ends the current task, so the browser may paint and handle input before start-up goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start-up, in short tasks instead of one: index.html already shows the splash, so nothing here needs to
 * block. Lighthouse counts each task's time over 50 ms (on a 4× slower CPU) as blocking; services, router and the
 * first render each cost tens of milliseconds there.
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
  const sessionStart = sendStartupCalls(services);
  await nextTask();
  router = createAppRouter(services);
  await nextTask();
  // As a transition React renders in slices of a few milliseconds, yielding to the browser between them.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} router={router} sessionStart={sessionStart} />
      </StrictMode>,
    );
  });
}
