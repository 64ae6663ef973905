import type { LatLng, MapAdapters, PointLookupResult, SearchResultItem, TileConfig } from "../core/types";

/** A rectangular service area for the in-memory lookup. */
export interface MemoryServiceArea {
  id: number;
  city: string;
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Options of {@link createMemoryMapAdapters}. */
export interface MemoryMapOptions {
  /** Default: a box around Mashhad. */
  areas?: MemoryServiceArea[];
  /** Places the search finds by substring (Persian title). */
  places?: SearchResultItem[];
  /** Milliseconds before each answer (default 0). */
  delayMs?: number;
  lookupFails?: boolean;
  searchFails?: boolean;
  /** The position locate-me returns, or null to fail. */
  position?: LatLng | null;
  tiles?: TileConfig | null;
  /** Include a postal code in lookups inside an area. */
  postalCode?: string;
}

/** Default service area: central Mashhad. */
export const MASHHAD_AREA: MemoryServiceArea = {
  id: 11,
  city: "مشهد",
  south: 36.2,
  west: 59.45,
  north: 36.4,
  east: 59.75,
};

/** Default search places around Mashhad. */
export const MEMORY_PLACES: SearchResultItem[] = [
  { title: "حرم مطهر، مشهد", location: { x: 36.2879, y: 59.6157 } },
  { title: "میدان آزادی، مشهد", location: { x: 36.3123, y: 59.5337 } },
  { title: "بلوار وکیل‌آباد، مشهد", location: { x: 36.3262, y: 59.4984 } },
];

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new DOMException("aborted", "AbortError"));
    });
  });
}

/**
 * Map adapters that answer from memory, so stories, tests and offline demos need no server: the
 * lookup says "inside" for points in the given areas and returns a made-up address with the point.
 * Calls are recorded in `calls` for assertions.
 */
export function createMemoryMapAdapters(options: MemoryMapOptions = {}): MapAdapters & {
  calls: { lookup: LatLng[]; search: string[]; locate: number };
} {
  const areas = options.areas ?? [MASHHAD_AREA];
  const places = options.places ?? MEMORY_PLACES;
  const delay = options.delayMs ?? 0;
  const calls = { lookup: [] as LatLng[], search: [] as string[], locate: 0 };
  return {
    calls,
    tiles: options.tiles ?? null,
    async lookupPoint(point, signal) {
      calls.lookup.push(point);
      await wait(delay, signal);
      if (options.lookupFails) throw new Error("lookup failed");
      const area = areas.find(
        (a) => point.lat >= a.south && point.lat <= a.north && point.lng >= a.west && point.lng <= a.east,
      );
      const result: PointLookupResult = {
        formatted_address: `${area?.city ?? "خارج از محدوده"}، نقطه ${point.lat.toFixed(4)}، ${point.lng.toFixed(4)}`,
        city: area?.city ?? null,
      };
      if (area) {
        result.enumeration_location_id = area.id;
        if (options.postalCode) result.postal_code = options.postalCode;
      }
      return result;
    },
    async searchAddress({ query }, signal) {
      calls.search.push(query);
      await wait(delay, signal);
      if (options.searchFails) throw new Error("search failed");
      return places.filter((p) => p.title.includes(query.trim()));
    },
    async locate() {
      calls.locate++;
      await wait(delay);
      if (options.position === null) throw new Error("GPS unavailable");
      return options.position ?? { lat: 36.2972, lng: 59.6067 };
    },
  };
}
