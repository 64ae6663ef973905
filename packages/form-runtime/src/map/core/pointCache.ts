import type { LatLng, PointLookupResult } from "./types";

/** A looked-up point kept in memory. */
export interface CachedPoint {
  key: string;
  lat: number;
  lng: number;
  data: PointLookupResult;
}

/** Points closer than about 1 m share a cache entry. */
export function pointKey({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)},${lng.toFixed(5)}`;
}

/** The cached lookup of a point, if any. */
export function findCachedPoint(cache: readonly CachedPoint[], point: LatLng): CachedPoint | undefined {
  const key = pointKey(point);
  return cache.find((entry) => entry.key === key);
}

/** Puts a lookup first (newest first), drops an older copy of the same point, and keeps at most `limit`. */
export function addCachedPoint(
  cache: readonly CachedPoint[],
  point: LatLng,
  data: PointLookupResult,
  limit = 50,
): CachedPoint[] {
  const key = pointKey(point);
  const entry: CachedPoint = { key, lat: point.lat, lng: point.lng, data };
  return [entry, ...cache.filter((e) => e.key !== key)].slice(0, limit);
}
