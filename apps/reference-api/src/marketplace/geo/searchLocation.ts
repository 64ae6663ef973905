import { locationTexts } from "../../messages";
import { searchKey } from "../../text/persian";
import { distanceKm, type LatLng } from "./geometry";
import { CITIES } from "./iran";
import { LANDMARKS } from "./landmarks";

/** One search hit. As the specification says, x is the latitude and y the longitude (not GeoJSON order). */
export interface SearchHit {
  title: string;
  address: string;
  location: { x: number; y: number };
}

interface Candidate extends LatLng {
  title: string;
  address: string;
  key: string;
}

const CANDIDATES: readonly Candidate[] = [
  ...LANDMARKS.map((l) => {
    const city = CITIES.find((c) => c.id === l.cityId);
    const title = city ? [l.title, city.title].join(locationTexts.separator) : l.title;
    const address = city
      ? [locationTexts.province(city.provinceTitle), city.title].join(locationTexts.separator)
      : "";
    return { title, address, lat: l.lat, lng: l.lng, key: searchKey(l.title) };
  }),
  ...CITIES.map((c) => ({
    title: [c.title, c.provinceTitle].join(locationTexts.separator),
    address: locationTexts.province(c.provinceTitle),
    lat: c.lat,
    lng: c.lng,
    key: searchKey(c.title),
  })),
];

/** Result count cap; the panel shows a short list under the search bar. */
export const SEARCH_LIMIT = 10;

/**
 * Persian text search over cities and landmarks: every word of the query must occur in the name;
 * names starting with the query come first, then the nearest to (lat, lng).
 */
export function searchLocation(query: string, near: LatLng, limit = SEARCH_LIMIT): SearchHit[] {
  const key = searchKey(query);
  if (key === "") return [];
  const words = key.split(" ");
  return CANDIDATES.filter((c) => words.every((w) => c.key.includes(w)))
    .map((c) => ({ c, prefix: c.key.startsWith(key) ? 0 : 1, km: distanceKm(near, c) }))
    .sort((a, b) => a.prefix - b.prefix || a.km - b.km)
    .slice(0, limit)
    .map(({ c }) => ({ title: c.title, address: c.address, location: { x: c.lat, y: c.lng } }));
}
