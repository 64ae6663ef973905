/** Listener lists per key: the subscription part shared by the value and error stores. */
export interface KeyedListeners {
  /** Subscribe to one key; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
  /** Call the listeners of one key. */
  notify(key: string): void;
}

/** Create empty listener lists. */
export function createKeyedListeners(): KeyedListeners {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    notify(key) {
      for (const listener of listeners.get(key) ?? []) listener();
    },
  };
}
