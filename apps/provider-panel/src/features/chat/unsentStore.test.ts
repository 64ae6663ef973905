import { describe, expect, it } from "vitest";
import { readUnsent, unsentKey, writeUnsent } from "./unsentStore";

describe("unsent chat messages on the device", () => {
  it("keeps a chat's unsent messages per profile and item, and removes the key when none is left", () => {
    const key = unsentKey(101, 5);
    expect(key.startsWith("panel:draft:")).toBe(true);
    expect(unsentKey(102, 5)).not.toBe(key);
    writeUnsent(localStorage, key, [{ localId: "a", message: "سلام", created_at: 1000 }]);
    expect(readUnsent(localStorage, key)).toEqual([{ localId: "a", message: "سلام", created_at: 1000 }]);
    expect(readUnsent(localStorage, unsentKey(101, 6))).toEqual([]);
    writeUnsent(localStorage, key, []);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("reads a damaged entry as none and skips malformed items", () => {
    localStorage.setItem("k", "{not json");
    expect(readUnsent(localStorage, "k")).toEqual([]);
    localStorage.setItem(
      "k",
      JSON.stringify([{ localId: "a", message: "ok", created_at: 1 }, { message: 3 }, null]),
    );
    expect(readUnsent(localStorage, "k")).toEqual([{ localId: "a", message: "ok", created_at: 1 }]);
  });

  it("a storage that throws costs nothing but the copy", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => undefined,
    };
    expect(readUnsent(broken, "k")).toEqual([]);
    expect(() => writeUnsent(broken, "k", [{ localId: "a", message: "x", created_at: 1 }])).not.toThrow();
  });
});
