import { createKeyedListeners } from "./keyedListeners";
import type { ErrorCode } from "./validate";

/**
 * Field errors outside the form library, with one listener list per key: a whole-form validation writes all
 * errors in one batch and wakes only the fields whose error changed.
 */
export interface ErrorStore {
  get(key: string): ErrorCode | null;
  /** Subscribe to one key; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
  /** Replace every error at once. */
  replaceAll(errors: ReadonlyMap<string, ErrorCode>): void;
  /** Clear one field's error (the user edited it). */
  clear(key: string): void;
  /** Keys with an error, in insertion order. */
  keys(): string[];
}

/** Create an empty error store. */
export function createErrorStore(): ErrorStore {
  let current = new Map<string, ErrorCode>();
  const { subscribe, notify } = createKeyedListeners();
  return {
    get: (key) => current.get(key) ?? null,
    subscribe,
    replaceAll(errors) {
      const previous = current;
      current = new Map(errors);
      for (const key of previous.keys()) if (previous.get(key) !== current.get(key)) notify(key);
      for (const key of current.keys()) if (!previous.has(key)) notify(key);
    },
    clear(key) {
      if (!current.has(key)) return;
      current.delete(key);
      notify(key);
    },
    keys: () => [...current.keys()],
  };
}
