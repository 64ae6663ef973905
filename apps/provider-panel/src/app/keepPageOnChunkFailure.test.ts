import { describe, expect, it } from "vitest";
import { keepPageOnChunkFailure } from "./keepPageOnChunkFailure";

describe("keepPageOnChunkFailure", () => {
  it("marks a chunk that did not arrive as already reloaded, so the router shows its error instead of reloading", () => {
    keepPageOnChunkFailure(window);
    const error = new TypeError("Failed to fetch dynamically imported module: http://h/assets/accepted-x.js");
    window.dispatchEvent(
      Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: error }),
    );
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe("1");
  });
});
