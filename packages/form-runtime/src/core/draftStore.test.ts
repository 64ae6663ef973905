import { describe, expect, it } from "vitest";
import type { DraftStorage } from "./adapters";
import { createDraftStore, defaultDraftStorage, draftKey } from "./draftStore";

function memory(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("draftStore", () => {
  it("keys by form and content id", () => {
    expect(draftKey(5, 9)).not.toBe(draftKey(5, null));
    expect(draftKey(5, null)).not.toBe(draftKey(6, null));
  });
  it("saves, loads and clears typed values", () => {
    const storage = memory();
    const store = createDraftStore(storage, draftKey(1, null));
    store.save({ e1_a: "x", e2_b: ["p"] });
    expect(createDraftStore(storage, draftKey(1, null)).load()).toEqual({ e1_a: "x", e2_b: ["p"] });
    store.clear();
    expect(store.load()).toBeNull();
  });
  it("ignores corrupt data and storage failures", () => {
    const storage = memory();
    storage.setItem(draftKey(1, 2), "{not json");
    expect(createDraftStore(storage, draftKey(1, 2)).load()).toBeNull();
    storage.setItem(draftKey(1, 2), "[1,2]");
    expect(createDraftStore(storage, draftKey(1, 2)).load()).toBeNull();
    const failing: DraftStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const store = createDraftStore(failing, "k");
    expect(() => store.save({ a: 1 })).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    expect(createDraftStore(null, "k").load()).toBeNull();
  });
  it("uses localStorage by default in a browser", () => {
    expect(defaultDraftStorage()).toBe(localStorage);
  });
});
