import type { Recovery } from "./recovery";

/** A recovery whose code arrives in a chunk of its own, and `load`, which asks for that chunk (once). */
export interface DeferredRecovery extends Recovery {
  load(): Promise<Recovery>;
}

/**
 * A recovery whose code arrives in a chunk of its own (off /signin's first load): it is asked for by `load`, which the
 * panel's shell calls when it first shows, or by the first failure, whichever comes first. What subscribes before
 * the chunk has arrived is subscribed once it has, unless it has already stopped. A chunk that could not be loaded
 * (the connection went before it came) is asked for again when the connection returns, and the failures waiting on it
 * are retried then, since that return is the wake they were waiting for.
 */
export function deferredRecovery(
  loadChunk: () => Promise<Recovery>,
  onceOnline: (listener: () => void) => () => void = browserOnceOnline,
): DeferredRecovery {
  let ready: Promise<Recovery> | undefined;
  const load = () => {
    ready ??= loadChunk().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    load,
    whileFailing(retry) {
      let stop: (() => void) | undefined;
      let stopWaiting: (() => void) | undefined;
      let stopped = false;
      const attach = (woken: boolean) =>
        load().then(
          (recovery) => {
            if (stopped) return;
            stop = recovery.whileFailing(retry);
            if (woken) retry();
          },
          () => {
            if (!stopped) stopWaiting = onceOnline(() => void attach(true));
          },
        );
      void attach(false);
      return () => {
        stopped = true;
        stop?.();
        stopWaiting?.();
      };
    },
  };
}

function browserOnceOnline(listener: () => void): () => void {
  window.addEventListener("online", listener, { once: true });
  return () => window.removeEventListener("online", listener);
}
