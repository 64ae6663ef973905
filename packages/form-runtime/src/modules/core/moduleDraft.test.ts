import { describe, expect, it } from "vitest";
import { draftKey } from "../../core/draftStore";
import { memoryStorage } from "../testing/memoryStorage";
import { moduleDraftKey, moduleDraftStore } from "./moduleDraft";

describe("module drafts", () => {
  it("keys a step apart from its form's draft, from other steps and from other contents", () => {
    const keys = [
      draftKey(303, 12),
      moduleDraftKey(303, 12, "PRICE_SERVICE"),
      moduleDraftKey(303, 12, "TIMELINE"),
      moduleDraftKey(303, 13, "PRICE_SERVICE"),
      moduleDraftKey(501, 12, "PRICE_SERVICE"),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(moduleDraftKey(303, 12, "TIMELINE").startsWith(draftKey(303, 12))).toBe(true);
  });

  it("saves, loads and clears through the given storage; no options keep nothing", () => {
    const storage = memoryStorage();
    const store = moduleDraftStore({ key: "k", storage });
    store?.save({ services: [{ service_id: 1, minimum_price: 5 }] });
    expect(moduleDraftStore({ key: "k", storage })?.load()).toEqual({
      services: [{ service_id: 1, minimum_price: 5 }],
    });
    store?.clear();
    expect(storage.map.size).toBe(0);
    expect(moduleDraftStore(undefined)).toBeNull();
    expect(moduleDraftStore({ key: "k", storage: null })?.load()).toBeNull();
  });
});
