import { describe, expect, it, vi } from "vitest";
import { createErrorStore } from "./errorStore";

describe("errorStore", () => {
  it("wakes only the keys whose error changed", () => {
    const store = createErrorStore();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe("a", a);
    const unsubscribeB = store.subscribe("b", b);
    store.replaceAll(new Map([["a", "REQUIRED"]]));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    store.replaceAll(
      new Map([
        ["a", "REQUIRED"],
        ["b", "REGEX"],
      ]),
    );
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    store.clear("b");
    expect(store.get("b")).toBeNull();
    expect(b).toHaveBeenCalledTimes(2);
    unsubscribeB();
    store.replaceAll(new Map([["b", "REQUIRED"]]));
    expect(b).toHaveBeenCalledTimes(2);
    expect(store.keys()).toEqual(["b"]);
  });
});
