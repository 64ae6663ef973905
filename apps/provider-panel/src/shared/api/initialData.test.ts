import { describe, expect, it, vi } from "vitest";
import { testInitialData } from "../../testing/initialDataFixture";
import {
  browserInitialDataCache,
  type CacheStorageLike,
  INITIAL_DATA_CACHE,
  INITIAL_DATA_STAMP_KEY,
  type InitialData,
  initialDataStamp,
  LEGACY_INITIAL_DATA_KEY,
  loadInitialData,
} from "./initialData";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

/** Cache Storage as the browser's: named caches of responses, each body readable once per match. */
function memoryCaches(): CacheStorageLike & { bodies: Map<string, string> } {
  const bodies = new Map<string, string>();
  const cache = {
    match: async (key: RequestInfo | URL) => {
      const body = bodies.get(String(key));
      return body === undefined ? undefined : new Response(body);
    },
    put: async (key: RequestInfo | URL, response: Response) => {
      bodies.set(String(key), await response.text());
    },
  };
  return {
    bodies,
    open: async (name: string) => {
      if (name !== INITIAL_DATA_CACHE.name) throw new Error(`unexpected cache ${name}`);
      return cache;
    },
  };
}

const newer: InitialData = {
  ...testInitialData,
  stamps: { ...testInitialData.stamps, forms: 1_800_000_000 },
};

const offline = () =>
  vi.fn(async (_stamp: number): Promise<InitialData> => {
    throw new TypeError("offline");
  });

describe("initial data cache", () => {
  it("sends 0 the first time, keeps the whole answer, and sends its newest stamp next time", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    const cache = browserInitialDataCache(storage, caches);
    const fetchData = vi.fn(async (_stamp: number) => newer);
    expect(await loadInitialData(fetchData, cache)).toEqual(newer);
    expect(fetchData).toHaveBeenLastCalledWith(0);
    await vi.waitFor(() => expect(storage.map.get(INITIAL_DATA_STAMP_KEY)).toBe("1800000000"));
    await loadInitialData(fetchData, browserInitialDataCache(storage, caches));
    expect(fetchData).toHaveBeenLastCalledWith(1_800_000_000);
    const kept = await browserInitialDataCache(storage, caches).read();
    expect(kept?.constants.legal_profile_form_id).toBe(90);
    expect(kept?.forms).toHaveLength(testInitialData.forms.length);
  });

  it("keeps the copy out of localStorage, where the first access of every start would load it", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    storage.setItem(LEGACY_INITIAL_DATA_KEY, JSON.stringify({ stamp: 5, data: testInitialData }));
    await loadInitialData(async () => newer, browserInitialDataCache(storage, caches));
    await vi.waitFor(() => expect(storage.map.has(INITIAL_DATA_STAMP_KEY)).toBe(true));
    expect([...storage.map.keys()]).toEqual([INITIAL_DATA_STAMP_KEY]);
    expect(storage.map.get(INITIAL_DATA_STAMP_KEY)?.length).toBeLessThan(16);
    expect(JSON.parse(caches.bodies.get(INITIAL_DATA_CACHE.key) ?? "null")).toEqual(newer);
  });

  it("writes the copy again only when the answer is newer or the kept copy is gone", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    const cache = browserInitialDataCache(storage, caches);
    await cache.write(testInitialData);
    const put = vi.spyOn(await caches.open(INITIAL_DATA_CACHE.name), "put");
    await cache.write(testInitialData);
    expect(put).not.toHaveBeenCalled();
    await cache.write(newer);
    expect(put).toHaveBeenCalledTimes(1);
    caches.bodies.clear();
    await cache.write(newer);
    expect(put).toHaveBeenCalledTimes(2);
    expect(await cache.read()).toEqual(newer);
  });

  it("without Cache Storage writes no stamp and starts offline only from an earlier build's copy", async () => {
    const storage = memoryStorage();
    const cache = browserInitialDataCache(storage, null);
    await expect(cache.write(newer)).rejects.toThrow();
    expect(cache.stamp()).toBe(0);
    expect(await cache.read()).toBeNull();
    storage.setItem(LEGACY_INITIAL_DATA_KEY, JSON.stringify({ stamp: 5, data: testInitialData }));
    expect(await loadInitialData(offline(), cache)).toEqual(testInitialData);
  });

  it("reads a damaged copy in Cache Storage as none", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    caches.bodies.set(INITIAL_DATA_CACHE.key, "{not json");
    expect(await browserInitialDataCache(storage, caches).read()).toBeNull();
    caches.bodies.set(INITIAL_DATA_CACHE.key, JSON.stringify({ forms: "x" }));
    expect(await browserInitialDataCache(storage, caches).read()).toBeNull();
  });

  it("starts from the kept copy when the call fails, and fails without one", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    await expect(loadInitialData(offline(), browserInitialDataCache(storage, caches))).rejects.toThrow(
      "offline",
    );
    await browserInitialDataCache(storage, caches).write(testInitialData);
    expect(await loadInitialData(offline(), browserInitialDataCache(storage, caches))).toEqual(
      testInitialData,
    );
  });

  it("starts offline from the copy an earlier build left in localStorage", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    storage.setItem(LEGACY_INITIAL_DATA_KEY, JSON.stringify({ stamp: 5, data: testInitialData }));
    expect(await loadInitialData(offline(), browserInitialDataCache(storage, caches))).toEqual(
      testInitialData,
    );
  });

  it("reads a damaged stamp as 0 and a damaged or outdated copy as none", async () => {
    const caches = memoryCaches();
    const storage = memoryStorage();
    const cache = browserInitialDataCache(storage, caches);
    for (const text of ["abc", "-3", "1e400", ""]) {
      storage.setItem(INITIAL_DATA_STAMP_KEY, text);
      expect(cache.stamp()).toBe(0);
    }
    storage.setItem(LEGACY_INITIAL_DATA_KEY, "{not json");
    expect(await cache.read()).toBeNull();
    const { constants: _c, ...withoutConstants } = testInitialData;
    storage.setItem(LEGACY_INITIAL_DATA_KEY, JSON.stringify({ stamp: 1, data: withoutConstants }));
    expect(await cache.read()).toBeNull();
  });

  it("still answers when the copy cannot be kept", async () => {
    const cache = {
      stamp: () => 0,
      read: async () => null,
      write: vi.fn(async () => {
        throw new Error("QuotaExceededError");
      }),
    };
    expect(await loadInitialData(async () => newer, cache)).toEqual(newer);
    expect(cache.write).toHaveBeenCalledWith(newer);
  });

  it("the stamp is the newest collection stamp", () => {
    expect(initialDataStamp({ stamps: { forms: 5, enumerations: 9, pages: 7 } })).toBe(9);
  });
});
