import { type IdleWindow, whenIdle } from "../scheduling/whenIdle";

/** What `afterPageLoad` reads of the window; a fake in tests. */
export interface PageLoadWindow extends IdleWindow {
  document: Pick<Document, "readyState">;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
}

/**
 * Resolves once the page has loaded and the browser is then idle (at most `idleTimeout` ms later): for work the
 * screen does not need, such as installing the service worker, whose precache download and script would otherwise
 * compete with the page's own requests and renders. Safari has no `requestIdleCallback`: a short timer stands in.
 */
export function afterPageLoad(win: PageLoadWindow = window, idleTimeout = 3000): Promise<void> {
  const loaded =
    win.document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener("load", () => resolve(), { once: true }));
  return loaded.then(() => whenIdle(win, idleTimeout, 500));
}
