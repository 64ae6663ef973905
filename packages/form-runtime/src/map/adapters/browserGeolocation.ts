import type { LatLng } from "../core/types";

/** A `MapAdapters.locate` over the browser's Geolocation API (high accuracy, 10 s timeout). */
export function browserGeolocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return (): Promise<LatLng> =>
    new Promise((resolve, reject) => {
      if (!geolocation) {
        reject(new Error("Geolocation is not available"));
        return;
      }
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => reject(new Error(error.message || "Geolocation failed")),
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
      );
    });
}
