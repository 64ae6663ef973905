import { defaultTokenStorageKeys } from "@ceremony/api-client";
import { describe, expect, it, vi } from "vitest";
import { followSignIn } from "./followSignIn";

const storageEvent = (key: string, newValue: string | null) => new StorageEvent("storage", { key, newValue });

describe("followSignIn", () => {
  it("enters the panel when another tab stores a refresh token, not on other keys, a removal, or once stopped", () => {
    const enter = vi.fn();
    const stop = followSignIn(enter, window);
    window.dispatchEvent(storageEvent(defaultTokenStorageKeys.activeProfileId, "7"));
    window.dispatchEvent(storageEvent(defaultTokenStorageKeys.refreshToken, null));
    expect(enter).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent(defaultTokenStorageKeys.refreshToken, "r2"));
    expect(enter).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(storageEvent(defaultTokenStorageKeys.refreshToken, "r3"));
    expect(enter).toHaveBeenCalledTimes(1);
  });
});
