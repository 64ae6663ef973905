import { describe, expect, it } from "vitest";
import { locateFailureOf } from "../core/locateError";
import { browserGeolocation } from "./browserGeolocation";

/** A Geolocation whose getCurrentPosition fails with the given code. */
function failingWith(code: number): Geolocation {
  return {
    getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code, message: "refused", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
  } as unknown as Geolocation;
}

describe("browserGeolocation", () => {
  it("says the permission was refused, so the picker can tell how to allow it", async () => {
    const error = await browserGeolocation(failingWith(1))().catch((e: unknown) => e);
    expect(locateFailureOf(error)).toBe("denied");
  });

  it("calls a timeout, a missing position or a missing API unavailable", async () => {
    for (const locate of [browserGeolocation(failingWith(3)), browserGeolocation(failingWith(2))]) {
      expect(locateFailureOf(await locate().catch((e: unknown) => e))).toBe("unavailable");
    }
    // Passing undefined falls back to navigator.geolocation, which jsdom lacks.
    expect(locateFailureOf(await browserGeolocation(undefined)().catch((e: unknown) => e))).toBe(
      "unavailable",
    );
  });
});
