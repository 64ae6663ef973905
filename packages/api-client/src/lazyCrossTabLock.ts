import type { CrossTabLock } from "./crossTabLock";

/**
 * The browser's cross-tab lock (`browserCrossTabLock`), loaded on the first refresh rather than with the client:
 * a refresh happens minutes after start at the earliest, and the sign-in bundle carries one small function
 * instead of both lock implementations.
 */
export function lazyBrowserCrossTabLock(): CrossTabLock {
  let lock: Promise<CrossTabLock | null> | null = null;
  const load = () => {
    lock ??= import("./crossTabLock").then((m) => m.browserCrossTabLock());
    return lock;
  };
  return {
    async run(task) {
      const loaded = await load();
      return loaded ? loaded.run(task) : task(false);
    },
    async markSpent(refreshToken) {
      await (await load())?.markSpent?.(refreshToken);
    },
    async wasSpent(refreshToken) {
      return (await (await load())?.wasSpent?.(refreshToken)) ?? false;
    },
  };
}
