import type { SessionWrites } from "../db/sessionWrites";
import type { EventBus } from "./bus";

/** A lookup kept, and the ticket that says whether a lookup may still be kept once it returns. */
export interface SessionCache<V> {
  /** The kept value of `key`, or undefined (always undefined while this process has an undecided session write). */
  get(key: string): V | undefined;
  /** Taken before a lookup starts; `keep` accepts the lookup only if nothing changed since. */
  ticket(): number;
  keep(key: string, value: V, ticket: number): void;
  /** Stops following the bus and the writes. */
  close(): void;
}

/**
 * Session lookups kept in memory. They are dropped whenever a row they read may have changed: at once for this
 * process's own writes (as they are sent, and again when their transaction ends, nothing served in between), and
 * when the NOTIFY of a committed change arrives from any instance or tool. A lookup that overlapped a change is not
 * kept (its ticket is stale), so a value is never older than the last change this instance has heard of. Expiry is
 * the caller's to check on every use.
 */
export function createSessionCache<V>(
  sources: { writes: SessionWrites; events: Pick<EventBus, "onSessionRowsChanged"> },
  maxEntries = 10_000,
): SessionCache<V> {
  const kept = new Map<string, V>();
  let generation = 0;
  const changed = () => {
    generation++;
    kept.clear();
  };
  const stopWrites = sources.writes.onChange(changed);
  const stopRows = sources.events.onSessionRowsChanged(changed);
  return {
    get(key) {
      if (sources.writes.busy()) return undefined;
      return kept.get(key);
    },
    ticket: () => generation,
    keep(key, value, ticket) {
      if (ticket !== generation || sources.writes.busy()) return;
      if (kept.size >= maxEntries) {
        // The oldest kept lookup goes first (a Map iterates in insertion order).
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(key, value);
    },
    close() {
      stopWrites();
      stopRows();
      kept.clear();
    },
  };
}
