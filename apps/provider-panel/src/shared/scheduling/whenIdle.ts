/** What `whenIdle` reads of the window; a fake in tests. */
export interface IdleWindow {
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
}

/**
 * Resolves when the browser is next idle, at most `timeout` ms later. Safari has no `requestIdleCallback`: a timer of
 * `fallbackMs` stands in.
 */
export function whenIdle(win: IdleWindow, timeout: number, fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout });
    else win.setTimeout(() => resolve(), fallbackMs);
  });
}
