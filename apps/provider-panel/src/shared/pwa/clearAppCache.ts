/** The locally stored app cache entry that "update" clears. */
export const APP_CACHE_KEY = "app_cache";

/** How long "update" waits for a waiting service worker to take over before reloading anyway. */
const TAKEOVER_MS = 3000;

/**
 * Lets a waiting service worker (a newer build) take over, then removes the stored app entry and any Cache
 * Storage caches, so the reload fetches the newest build.
 */
export async function clearAppCache(storage: Storage = localStorage): Promise<void> {
  storage.removeItem(APP_CACHE_KEY);
  await activateWaitingWorker();
  if (typeof caches !== "undefined") {
    const keys = await caches.keys();
    await Promise.all(keys.map((k) => caches.delete(k)));
  }
}

async function activateWaitingWorker(): Promise<void> {
  const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  const waiting = (await container?.getRegistration())?.waiting;
  if (!container || !waiting) return;
  const tookOver = new Promise<void>((resolve) => {
    container.addEventListener("controllerchange", () => resolve(), { once: true });
    setTimeout(resolve, TAKEOVER_MS);
  });
  // The message workbox's generated worker listens for when registered with registerType 'prompt'.
  waiting.postMessage({ type: "SKIP_WAITING" });
  await tookOver;
}
