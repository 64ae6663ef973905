// Framework-free: the app's services create one (createServices) and React code subscribes through them.

/** The first wait before a failed load is tried again by itself; each try that fails doubles it, up to the last. */
export const RECOVERY_FIRST_MS = 5_000;
export const RECOVERY_MAX_MS = 60_000;

/** What the recovery listens to and how it waits (the browser's in `browserRecoveryDeps`). */
export interface RecoveryDeps {
  /** Calls `listener` when the connection returns or the page becomes visible again; returns the unsubscribe. */
  onWake(listener: () => void): () => void;
  isOnline(): boolean;
  isVisible(): boolean;
  schedule(fn: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

/** Tries failed loads again without the user's tap (issue 27 item 3). */
export interface Recovery {
  /**
   * Calls `retry` while it stays subscribed: at once when the connection returns or the page becomes visible, and,
   * online and visible, after a wait that grows from 5 s to a minute (a server that comes back sends no event).
   * Returns the unsubscribe, for when the load has succeeded.
   */
  whileFailing(retry: () => void): () => void;
}

export function createRecovery(deps: RecoveryDeps): Recovery {
  const retries = new Set<() => void>();
  let delay = RECOVERY_FIRST_MS;
  let timer: unknown = null;
  let stopWake: (() => void) | null = null;
  const runAll = () => {
    for (const retry of [...retries]) retry();
  };
  const stopTimer = () => {
    if (timer !== null) deps.cancel(timer);
    timer = null;
  };
  const arm = () => {
    if (timer !== null || retries.size === 0) return;
    timer = deps.schedule(() => {
      timer = null;
      if (deps.isOnline() && deps.isVisible()) runAll();
      delay = Math.min(RECOVERY_MAX_MS, delay * 2);
      arm();
    }, delay);
  };
  const wake = () => {
    if (!deps.isOnline() || !deps.isVisible()) return;
    stopTimer();
    delay = RECOVERY_FIRST_MS;
    runAll();
    arm();
  };
  return {
    whileFailing(retry) {
      retries.add(retry);
      stopWake ??= deps.onWake(wake);
      arm();
      return () => {
        if (!retries.delete(retry) || retries.size > 0) return;
        stopTimer();
        delay = RECOVERY_FIRST_MS;
        stopWake?.();
        stopWake = null;
      };
    },
  };
}

/** The browser's signals: the `online` event and `visibilitychange` to visible; timers from `setTimeout`. */
export function browserRecoveryDeps(): RecoveryDeps {
  return {
    onWake(listener) {
      const onVisibility = () => {
        if (document.visibilityState === "visible") listener();
      };
      window.addEventListener("online", listener);
      document.addEventListener("visibilitychange", onVisibility);
      return () => {
        window.removeEventListener("online", listener);
        document.removeEventListener("visibilitychange", onVisibility);
      };
    },
    isOnline: () => navigator.onLine,
    isVisible: () => document.visibilityState !== "hidden",
    schedule: (fn, ms) => setTimeout(fn, ms),
    cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
