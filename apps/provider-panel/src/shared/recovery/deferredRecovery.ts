import type { Recovery } from "./recovery";

/**
 * A recovery whose code arrives in a chunk of its own (off /signin's budget): what subscribes before it has arrived
 * is subscribed once it has, unless it has already stopped. If the chunk never arrives nothing retries by itself,
 * and the screens' own «تلاش مجدد» still does.
 */
export function deferredRecovery(ready: Promise<Recovery>): Recovery {
  return {
    whileFailing(retry) {
      let stop: (() => void) | undefined;
      let stopped = false;
      ready.then(
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
