import { activeSorted } from "../../core/options";
import type { Enumeration } from "../../core/types";

/** A latitude/longitude pair in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The point lookup (`coordination_search`) result; `enumeration_location_id` present means inside the service area. */
export interface PointLookupResult {
  formatted_address: string;
  enumeration_location_id?: number | null;
  city?: string | null;
  /** Shown in the detail form when the lookup knows it. */
  postal_code?: string | null;
  /** Other lookup data is kept as is in the address's `meta_data`. */
  [extra: string]: unknown;
}

/** One address search result; `location.x` is the latitude and `location.y` the longitude (spec). */
export interface SearchResultItem {
  title: string;
  location: { x: number; y: number };
}

/** The address the picker returns. Coordinates are [lng, lat]. */
export interface AddressValue {
  name: string;
  /** Unit number, or null when left empty. */
  unit: number | null;
  number: number;
  address: string;
  coordinates: [number, number];
  meta_data: PointLookupResult;
  postal_code?: string;
}

/** The production tile source: an XYZ URL pattern with `{z}`, `{x}`, `{y}`. */
export interface TileConfig {
  url: string;
  /** Default 256. */
  tileSize?: number;
  /** Default 18. */
  maxZoom?: number;
  /** Plain text shown on the map, as the provider's usage policy asks ("© OpenStreetMap contributors"). */
  attributions?: string;
  /** Where the attribution links to (the provider's copyright page). */
  attributionUrl?: string;
}

/**
 * How the map picker reaches the outside world. The app implements them over its api-client;
 * stories and tests pass in-memory versions so nothing needs a network.
 */
export interface MapAdapters {
  /** GET /api/location_service/coordination_search (no auth headers). */
  lookupPoint(point: LatLng, signal: AbortSignal): Promise<PointLookupResult>;
  /** GET /api/location_service/search around the given centre. */
  searchAddress(request: { query: string } & LatLng, signal: AbortSignal): Promise<SearchResultItem[]>;
  /** The device position; rejects when unavailable or refused. See `browserGeolocation`. */
  locate(): Promise<LatLng>;
  /** XYZ tiles; absent or null draws the offline base (country outlines and city points). */
  tiles?: TileConfig | null;
}

/** A city of the picker's selector: an enumeration with `setting.city`. */
export interface CityEntry {
  id: number;
  title: string;
  lat: number;
  lng: number;
  /** The title of the city's parent enumeration (its province), when the rows hold it. */
  province?: string;
}

/** Map constants of the spec. */
export const MAP_DEFAULTS = {
  center: { lat: 36.28, lng: 59.61 } satisfies LatLng,
  zoom: 16,
  locateZoom: 20,
  cityZoom: 13,
  searchResultZoom: 17,
  tileSize: 256,
  maxZoom: 18,
  searchDelayMs: 2000,
  gpsErrorMs: 3000,
  cacheSize: 50,
} as const;

/**
 * Cities for the selector: active enumerations carrying `setting.city` with usable coordinates, by priority, each
 * with its province's title (its parent row's) for grouping.
 */
export function citiesFromEnumerations(rows: readonly Enumeration[]): CityEntry[] {
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  const out: CityEntry[] = [];
  for (const row of activeSorted(rows)) {
    const setting = row.setting;
    if (!setting?.city) continue;
    const lat = Number(setting.lat);
    const lng = Number(setting.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const province = row.parent_id === null ? undefined : titles.get(row.parent_id);
    out.push({ id: row.id, title: row.title, lat, lng, ...(province ? { province } : {}) });
  }
  return out;
}
