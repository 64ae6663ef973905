/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A closed ring as [lng, lat] pairs (GeoJSON order); the last point need not repeat the first. */
export type Ring = readonly (readonly [number, number])[];

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Even-odd ray casting; points exactly on an edge may fall either way, which is fine at map precision. */
export function insideRing(point: LatLng, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const [xi, yi] = a;
    const [xj, yj] = b;
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Distance in km from a point to the nearest edge of a ring (equirectangular, good for short distances). */
export function distanceToRingKm(point: LatLng, ring: Ring): number {
  const k = Math.cos(rad(point.lat));
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i <= ring.length; i++) {
    const a = ring[i - 1];
    const b = ring[i % ring.length];
    if (!a || !b) continue;
    const ax = (a[0] - point.lng) * k;
    const ay = a[1] - point.lat;
    const dx = (b[0] - a[0]) * k;
    const dy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy) * 111.2);
  }
  return best;
}

/** True for finite coordinates in range. */
export function isValidPoint(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}
