import { swUpdates } from "./swUpdates";

/**
 * Registers the service worker (built by vite-plugin-pwa as /sw.js, `registerType: 'prompt'`): it never takes
 * over by itself; a new build waits until the user picks "update" (clearAppCache tells it to skip waiting).
 * Loaded lazily by the panel shell, so the sign-in screens neither load it nor start the precache.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  const registration = await container.register("/sw.js", { scope: "/" });
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) swUpdates.notifyWaiting();
    });
  };
  if (registration.waiting && container.controller) swUpdates.notifyWaiting();
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  return registration;
}
