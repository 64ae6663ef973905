/** Where the active profile id lives (the fifth stored auth entry). */
export interface ActiveProfileStore {
  get(): number | null;
  set(id: number): void;
  clear(): void;
}

/** The part of the api-client token store that holds the active profile id. */
export interface ActiveProfileSource {
  read(): { activeProfileId: number | null };
  setActiveProfileId(id: number | null): void;
}

/** Adapts the api-client token store (which sends the id as Profile-Id) to the panel's active-profile store. */
export function createActiveProfileStore(source: ActiveProfileSource): ActiveProfileStore {
  return {
    get: () => source.read().activeProfileId,
    set: (id) => source.setActiveProfileId(id),
    clear: () => source.setActiveProfileId(null),
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
