import type { Recovery } from "./recovery";

/** A recovery whose code arrives in a chunk of its own, and `load`, which asks for that chunk (once). */
export interface DeferredRecovery extends Recovery {
  load(): Promise<Recovery>;
}

/**
 * A recovery whose code arrives in a chunk of its own (off /signin's first load): it is asked for by `load`, which the
 * panel's shell calls when it first shows, or by the first failure, whichever comes first. What subscribes before
 * the chunk has arrived is subscribed once it has, unless it has already stopped. A chunk that could not be loaded is
 * asked for again at the next failure; until it arrives nothing retries by itself, and the screens' own «تلاش مجدد»
 * still does.
 */
export function deferredRecovery(loadChunk: () => Promise<Recovery>): DeferredRecovery {
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
      let stopped = false;
      load().then(
        (recovery) => {
          if (!stopped) stop = recovery.whileFailing(retry);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
