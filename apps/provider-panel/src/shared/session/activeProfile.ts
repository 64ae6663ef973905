/** Where the active profile id lives (the fifth stored auth entry). */
export interface ActiveProfileStore {
  get(): number | null;
  set(id: number): void;
  clear(): void;
  /** Calls `listener` when the id may have changed (this tab or, with `onExternalChange`, another); unsubscribes. */
  subscribe(listener: () => void): () => void;
}

/** The part of the api-client token store that holds the active profile id. */
export interface ActiveProfileSource {
  read(): { activeProfileId: number | null };
  setActiveProfileId(id: number | null): void;
  subscribe?(listener: () => void): () => void;
}

/**
 * Adapts the api-client token store (which sends the id as Profile-Id) to the panel's active-profile store.
 * `onExternalChange` reports changes made elsewhere (another tab's `storage` event), so the live-event socket
 * follows a profile switched in another tab.
 */
export function createActiveProfileStore(
  source: ActiveProfileSource,
  onExternalChange?: (listener: () => void) => () => void,
): ActiveProfileStore {
  const listeners = new Set<() => void>();
  return {
    get: () => source.read().activeProfileId,
    set: (id) => {
      source.setActiveProfileId(id);
      for (const l of [...listeners]) l();
    },
    clear: () => {
      source.setActiveProfileId(null);
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      const stopExternal = onExternalChange?.(listener);
      return () => {
        listeners.delete(listener);
        stopExternal?.();
      };
    },
  };
}

/** The active profile: the stored one when it is among the linked profiles, else the main profile. */
export function resolveActiveProfileId(
  stored: number | null,
  mainId: number,
  linkedIds: readonly number[],
): number {
  return stored !== null && (stored === mainId || linkedIds.includes(stored)) ? stored : mainId;
}
