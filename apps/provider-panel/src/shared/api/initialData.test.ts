import { describe, expect, it, vi } from "vitest";
import { testInitialData } from "../../testing/initialDataFixture";
import {
  type InitialData,
  initialDataStamp,
  loadInitialData,
  readCachedInitialData,
  readCachedStamp,
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

describe("initial data cache", () => {
  it("sends 0 the first time, keeps the whole answer, and sends its newest stamp next time", async () => {
    const storage = memoryStorage();
    const newer: InitialData = {
      ...testInitialData,
      stamps: { ...testInitialData.stamps, forms: 1_800_000_000 },
    };
    const fetchData = vi.fn(async (_stamp: number) => newer);
    expect(await loadInitialData(fetchData, storage)).toEqual(newer);
    expect(fetchData).toHaveBeenLastCalledWith(0);
    await loadInitialData(fetchData, storage);
    expect(fetchData).toHaveBeenLastCalledWith(1_800_000_000);
    expect(readCachedInitialData(storage)?.data.constants.legal_profile_form_id).toBe(90);
    expect(readCachedInitialData(storage)?.data.forms).toHaveLength(testInitialData.forms.length);
  });

  it("starts from the cached copy when the call fails, and fails without one", async () => {
    const storage = memoryStorage();
    const offline = vi.fn(async () => {
      throw new TypeError("offline");
    });
    await expect(loadInitialData(offline, storage)).rejects.toThrow("offline");
    storage.setItem("initial_data", JSON.stringify({ stamp: 5, data: testInitialData }));
    expect(await loadInitialData(offline, storage)).toEqual(testInitialData);
  });

  it("reads the stamp from the start of the entry, without the rest; none or a foreign text is 0", () => {
    const storage = memoryStorage();
    expect(readCachedStamp(storage)).toBe(0);
    storage.setItem("initial_data", JSON.stringify({ stamp: 1_700_000_123, data: testInitialData }));
    expect(readCachedStamp(storage)).toBe(1_700_000_123);
    storage.setItem("initial_data", '{"data":{},"stamp":5}');
    expect(readCachedStamp(storage)).toBe(0);
    storage.setItem("initial_data", "{not json");
    expect(readCachedStamp(storage)).toBe(0);
  });

  it("reads a damaged or outdated entry as none", () => {
    const storage = memoryStorage();
    storage.setItem("initial_data", "{not json");
    expect(readCachedInitialData(storage)).toBeNull();
    const { constants: _c, ...withoutConstants } = testInitialData;
    storage.setItem("initial_data", JSON.stringify({ stamp: 1, data: withoutConstants }));
    expect(readCachedInitialData(storage)).toBeNull();
  });

  it("the stamp is the newest collection stamp", () => {
    expect(initialDataStamp({ stamps: { forms: 5, enumerations: 9, pages: 7 } })).toBe(9);
  });
});
