import { type IdleWindow, whenIdle } from "../scheduling/whenIdle";

/** What `afterPageLoad` reads of the window; a fake in tests. */
export interface PageLoadWindow extends IdleWindow {
  document: Pick<Document, "readyState">;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
}

/**
 * Resolves once the page has loaded, `settleMs` have passed, and the browser is then idle (at most `idleTimeout` ms
 * later): for work the screen does not need, such as installing the service worker, whose precache download and
 * script would otherwise compete with the page's own requests and renders. The load event comes before the screen's
 * route chunks and data (the app renders them after it), hence the settling time. Safari has no
 * `requestIdleCallback`: a short timer stands in.
 */
export function afterPageLoad(win: PageLoadWindow = window, idleTimeout = 3000, settleMs = 0): Promise<void> {
  const loaded =
    win.document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener("load", () => resolve(), { once: true }));
  return loaded
    .then(() =>
      settleMs > 0 ? new Promise<void>((resolve) => win.setTimeout(resolve, settleMs)) : undefined,
    )
    .then(() => whenIdle(win, idleTimeout, 500));
}
