import type { HeldValue } from "./conversions";
import { createKeyedListeners } from "./keyedListeners";

/**
 * The values a user has typed, keyed by element key, with one listener list per key: a keystroke wakes only the
 * field that changed. Form-wide libraries notify every field on every change (TanStack Form runs each field's
 * selector and its derived form state per key), which made the time per key grow with the number of fields.
 */
export interface ValueStore {
  get(key: string): HeldValue;
  /** Every value, keyed by element key (a fresh object: callers may keep it). */
  snapshot(): Record<string, HeldValue>;
  /** Set one value and wake that key's listeners; an identical value wakes nobody. */
  set(key: string, value: HeldValue): void;
  /** Subscribe to one key; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
}

/** Create a value store holding `initial` (copied). */
export function createValueStore(initial: Readonly<Record<string, HeldValue>>): ValueStore {
  const values = new Map<string, HeldValue>(Object.entries(initial));
  const { subscribe, notify } = createKeyedListeners();
  return {
    get: (key) => values.get(key) ?? null,
    snapshot: () => Object.fromEntries(values),
    set(key, value) {
      if (Object.is(values.get(key), value)) return;
      values.set(key, value);
      notify(key);
    },
    subscribe,
  };
}

/** A single observable flag (the form's "submitting" state), for `useSyncExternalStore`. */
export interface FlagStore {
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** Create a flag store, initially false. */
export function createFlagStore(): FlagStore {
  let current = false;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value) {
      if (value === current) return;
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
