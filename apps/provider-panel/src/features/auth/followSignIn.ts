import { defaultTokenStorageKeys } from "@ceremony/api-client";

/**
 * While a sign-in screen shows, another tab of this browser that signs in takes this one into the panel too
 * (`enter`), instead of leaving it on a screen that would send a second code. A sign-in stores a new refresh token;
 * a storage event reaches only the other tabs. Returns the stop.
 */
export function followSignIn(
  enter: () => void,
  win: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === defaultTokenStorageKeys.refreshToken && event.newValue) enter();
  };
  win.addEventListener("storage", onStorage);
  return () => win.removeEventListener("storage", onStorage);
}
