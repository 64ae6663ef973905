import type { CrossTabLock } from "./crossTabLock";

/**
 * The browser's cross-tab lock (`browserCrossTabLock`), loaded on the first refresh rather than with the client:
 * a refresh happens minutes after start at the earliest, and the sign-in bundle carries one small function
 * instead of both lock implementations.
 */
export function lazyBrowserCrossTabLock(): CrossTabLock {
  let lock: Promise<CrossTabLock | null> | null = null;
  return {
    async run(task) {
      lock ??= import("./crossTabLock").then((m) => m.browserCrossTabLock());
      const loaded = await lock;
      return loaded ? loaded.run(task) : task(false);
    },
  };
}
