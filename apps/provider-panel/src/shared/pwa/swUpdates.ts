/**
 * News from the service worker, kept dependency-free so the entry chunk can hold it: "a new build is installed
 * and waiting". The update prompt listens and re-reads changelog.json at once instead of after its stale time.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let waiting = false;

export const swUpdates = {
  /** True once a new service worker waits to take over. */
  waiting: () => waiting,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the registration when a new worker is installed while an old one controls the page. */
  notifyWaiting(): void {
    waiting = true;
    for (const l of listeners) l();
  },
};
