import type { components, StorageLike } from "@ceremony/api-client";
import { whenIdle } from "../scheduling/whenIdle";

/** The whole answer of `/initailize_data` (forms, enumerations, validations, pages with controls, stamps, constants). */
export type InitialData = components["schemas"]["InitialData"];

/** Where the device keeps the last initial data (spec: "cached locally") and the stamp to send back. */
export interface InitialDataCache {
  /** The stamp of the kept copy, 0 when there is none; read synchronously, before the first call leaves. */
  stamp(): number;
  /** The kept copy, read only when the call fails (an offline start). */
  read(): Promise<InitialData | null>;
  write(data: InitialData): Promise<void>;
}

/** localStorage key of the kept copy's stamp. */
export const INITIAL_DATA_STAMP_KEY = "initial_data_stamp";
/** localStorage key where earlier builds kept the whole copy: read when offline, removed once the new cache holds one. */
export const LEGACY_INITIAL_DATA_KEY = "initial_data";

/** The stamp to send back: the newest collection stamp of the data (unix seconds). */
export function initialDataStamp(data: Pick<InitialData, "stamps">): number {
  return Math.max(0, ...Object.values(data.stamps).map(Number).filter(Number.isFinite));
}

/** A kept copy as written by this build; anything else (damaged, an older shape with a collection missing) is none. */
export function validInitialData(data: unknown): InitialData | null {
  const d = data as Partial<InitialData> | null | undefined;
  return Array.isArray(d?.forms) && d.stamps && d.constants ? (d as InitialData) : null;
}

/** The copy an earlier build kept in localStorage as `{ stamp, data }`; unreadable or damaged reads as none. */
export function readLegacyInitialData(storage: StorageLike | null): InitialData | null {
  try {
    const entry = JSON.parse(storage?.getItem(LEGACY_INITIAL_DATA_KEY) ?? "null");
    return typeof entry?.stamp === "number" ? validInitialData(entry.data) : null;
  } catch {
    return null;
  }
}

/** The part of the Cache Storage API the copy needs: `window.caches`, absent outside secure contexts. */
export interface CacheStorageLike {
  open(cacheName: string): Promise<Pick<Cache, "match" | "put">>;
}

/** Cache Storage name and key of the kept copy. */
export const INITIAL_DATA_CACHE = { name: "panel-initial-data", key: "/__panel/initial-data" } as const;

/**
 * The browser cache: the data in Cache Storage, its stamp in a small localStorage entry. Not the whole copy in
 * localStorage: the page's first access to localStorage loads every entry of the origin synchronously, and with the
 * 57 KB copy there that access took 7–23 ms instead of 1–2 ms (Chromium, measured), on every start, before the first
 * call could leave. Cache Storage rather than IndexedDB: it is built in with a promise API, so the start-up code
 * carries a few lines instead of a library chunk that `/signin` would load beyond its budget. The stamp is written
 * after the data, so it never names a copy that was not written; a cleared cache may leave it behind, which costs
 * nothing, since the server's answer is complete whatever the stamp.
 */
export function browserInitialDataCache(
  storage: StorageLike | null,
  caches: CacheStorageLike | null,
): InitialDataCache {
  const open = () => {
    if (!caches) throw new Error("Cache Storage is not available");
    return caches.open(INITIAL_DATA_CACHE.name);
  };
  const stamp = () => {
    try {
      const kept = Number(storage?.getItem(INITIAL_DATA_STAMP_KEY) ?? 0);
      return Number.isSafeInteger(kept) && kept > 0 ? kept : 0;
    } catch {
      return 0;
    }
  };
  return {
    stamp,
    async read() {
      try {
        const kept = await (await open()).match(INITIAL_DATA_CACHE.key);
        const data = validInitialData(await kept?.json());
        if (data) return data;
      } catch {
        // No Cache Storage (an insecure origin, a blocked storage) or a damaged copy: an earlier build's copy may
        // still be in localStorage.
      }
      return readLegacyInitialData(storage);
    },
    async write(data) {
      const cache = await open();
      // Most starts get back what is kept: serialising 57 KB again cost 27–30 ms of a 4x slower CPU's main thread.
      // The copy is looked up, not read, since a cleared cache can leave its stamp behind.
      const dataStamp = initialDataStamp(data);
      if (stamp() === dataStamp && (await cache.match(INITIAL_DATA_CACHE.key))) return;
      // A first start serialises the copy and hands it to the cache in two idle moments of their own: the first
      // JSON.stringify of the 57 KB took 12 ms of chromium's main thread and the put's synchronous part 4–10 ms
      // (unthrottled), one long task when run together right after the answer.
      await whenIdle(globalThis, 1000, 0);
      const body = JSON.stringify(data);
      await whenIdle(globalThis, 1000, 0);
      await cache.put(
        INITIAL_DATA_CACHE.key,
        new Response(body, { headers: { "content-type": "application/json" } }),
      );
      try {
        storage?.setItem(INITIAL_DATA_STAMP_KEY, String(dataStamp));
        storage?.removeItem(LEGACY_INITIAL_DATA_KEY);
      } catch {
        // A blocked storage only costs the next start a complete download.
      }
    },
  };
}

/**
 * Loads the initial data sending the kept copy's stamp and keeps the answer on the device (after the answer is
 * handed on, so the write takes no time from the start), and starts from the kept copy when the call fails (an
 * offline start).
 */
export async function loadInitialData(
  fetchInitialData: (stamp: number) => Promise<InitialData>,
  cache: InitialDataCache | null,
): Promise<InitialData> {
  let data: InitialData;
  try {
    data = await fetchInitialData(cache?.stamp() ?? 0);
  } catch (error) {
    const kept = await cache?.read().catch(() => null);
    if (kept) return kept;
    throw error;
  }
  // A failed write (no Cache Storage, a full disk) only costs the next start a complete download.
  void cache?.write(data).catch(() => undefined);
  return data;
}
