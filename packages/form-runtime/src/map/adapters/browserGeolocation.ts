import { LocateError } from "../core/locateError";
import type { LatLng } from "../core/types";

// GeolocationPositionError.PERMISSION_DENIED; the constant is not on the error object in every engine.
const PERMISSION_DENIED = 1;

/**
 * A `MapAdapters.locate` over the browser's Geolocation API (high accuracy, 10 s timeout). Rejects with a
 * `LocateError`: `denied` when the permission was refused (the user, the site settings, or an insecure page),
 * `unavailable` otherwise.
 */
export function browserGeolocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return (): Promise<LatLng> =>
    new Promise((resolve, reject) => {
      if (!geolocation) {
        reject(new LocateError("unavailable", "Geolocation is not available"));
        return;
      }
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) =>
          reject(
            new LocateError(
              error.code === PERMISSION_DENIED ? "denied" : "unavailable",
              error.message || "Geolocation failed",
            ),
          ),
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
      );
    });
}
