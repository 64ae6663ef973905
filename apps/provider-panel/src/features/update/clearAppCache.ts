/** The locally stored app cache entry that "update" clears. */
export const APP_CACHE_KEY = "app_cache";

/** Removes the stored app entry and any Cache Storage caches, so the reload fetches the newest build. */
export async function clearAppCache(storage: Storage = localStorage): Promise<void> {
  storage.removeItem(APP_CACHE_KEY);
  if (typeof caches !== "undefined") {
    const keys = await caches.keys();
    await Promise.all(keys.map((k) => caches.delete(k)));
  }
}
