import { describe, expect, it, vi } from "vitest";
import { createFlagStore, createValueStore } from "./valueStore";

describe("valueStore", () => {
  it("wakes only the key that changed, and nobody for an identical value", () => {
    const store = createValueStore({ a: "", b: "" });
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe("a", a);
    const unsubscribeB = store.subscribe("b", b);
    store.set("a", "x");
    expect(store.get("a")).toBe("x");
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    store.set("a", "x");
    expect(a).toHaveBeenCalledTimes(1);
    unsubscribeB();
    store.set("b", "y");
    expect(b).not.toHaveBeenCalled();
    expect(store.snapshot()).toEqual({ a: "x", b: "y" });
  });

  it("hands out snapshots the store does not change later", () => {
    const store = createValueStore({ a: "1" });
    const before = store.snapshot();
    store.set("a", "2");
    expect(before).toEqual({ a: "1" });
    expect(store.get("missing")).toBeNull();
  });
});

describe("flagStore", () => {
  it("notifies on a change only", () => {
    const flag = createFlagStore();
    const listener = vi.fn();
    flag.subscribe(listener);
    flag.set(false);
    expect(listener).not.toHaveBeenCalled();
    flag.set(true);
    expect(flag.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
