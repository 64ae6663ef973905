import type { components, StorageLike } from "@ceremony/api-client";

/** The whole answer of `/initailize_data` (forms, enumerations, validations, pages with controls, stamps, constants). */
export type InitialData = components["schemas"]["InitialData"];

/** Where the device keeps the last initial data, as `{ stamp, data }`. */
export const INITIAL_DATA_KEY = "initial_data";

/** The stamp to send back: the newest collection stamp of the data (unix seconds). */
export function initialDataStamp(data: Pick<InitialData, "stamps">): number {
  return Math.max(0, ...Object.values(data.stamps).map(Number).filter(Number.isFinite));
}

/** The cached entry; unreadable, damaged or written by an older build (a collection missing) reads as none. */
export function readCachedInitialData(
  storage: StorageLike | null,
): { stamp: number; data: InitialData } | null {
  try {
    const entry = JSON.parse(storage?.getItem(INITIAL_DATA_KEY) ?? "null");
    const data = entry?.data;
    return typeof entry?.stamp === "number" && Array.isArray(data?.forms) && data.stamps && data.constants
      ? entry
      : null;
  } catch {
    return null;
  }
}

/**
 * The stamp of the cached entry, read from the start of the text (`loadInitialData` writes it first) instead of
 * parsing the whole entry: start-up asks for it before anything else, and the entry is the whole initial data
 * (57 KB here), parsed again on every start only to send one number. 0 when there is none.
 */
export function readCachedStamp(storage: StorageLike | null): number {
  try {
    const match = /^\{"stamp":(\d{1,15}),"data":\{/.exec(storage?.getItem(INITIAL_DATA_KEY) ?? "");
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Loads the initial data sending the cached stamp, keeps the answer on the device (spec §7 "cached locally"), and
 * starts from the cached copy when the call fails (offline start; only then is the whole entry parsed and checked).
 */
export async function loadInitialData(
  fetchInitialData: (stamp: number) => Promise<InitialData>,
  storage: StorageLike | null,
): Promise<InitialData> {
  let data: InitialData;
  try {
    data = await fetchInitialData(readCachedStamp(storage));
  } catch (error) {
    const cached = readCachedInitialData(storage);
    if (cached) return cached.data;
    throw error;
  }
  try {
    storage?.setItem(INITIAL_DATA_KEY, JSON.stringify({ stamp: initialDataStamp(data), data }));
  } catch {
    // A full or blocked storage only costs the next start a complete download.
  }
  return data;
}
