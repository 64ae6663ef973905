/** Local storage key of the access document's "selected address" entry. */
export const SELECTED_ADDRESS_KEY = "selected_address";

type Stored = Record<string, number>;

function read(storage: Storage): Stored {
  try {
    const value: unknown = JSON.parse(storage.getItem(SELECTED_ADDRESS_KEY) ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/**
 * The selected address is kept on the device (access document: a locally stored entry), one per profile, since
 * addresses belong to the active profile. Only the id is stored; the address itself comes from the server list.
 */
export function createSelectedAddressStore(storage: Storage) {
  return {
    get(profileKey: string): number | null {
      const id = read(storage)[profileKey];
      return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
    },
    set(profileKey: string, id: number | null) {
      const all = read(storage);
      if (id === null) delete all[profileKey];
      else all[profileKey] = id;
      try {
        storage.setItem(SELECTED_ADDRESS_KEY, JSON.stringify(all));
      } catch {
        // Storage full or blocked: the choice then lasts for this visit only.
      }
    },
  };
}
