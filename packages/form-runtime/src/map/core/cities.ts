import type { CityEntry, LatLng } from "./types";

/** Cities of one province for the picker's selector; `province` null holds cities whose province is unknown. */
export interface CityGroup {
  province: string | null;
  cities: CityEntry[];
}

// Persian alphabetical order: code points put پ, چ, ژ, گ after the Arabic letters (مشهد before پاوه).
const collator = new Intl.Collator("fa");

/**
 * The selector's cities grouped by province, provinces and cities each in Persian alphabetical order, so a city is
 * found among ~400 by its province first; cities without a province come last.
 */
export function groupCitiesByProvince(cities: readonly CityEntry[]): CityGroup[] {
  const byProvince = new Map<string | null, CityEntry[]>();
  for (const city of cities) {
    const key = city.province ?? null;
    const group = byProvince.get(key);
    if (group) group.push(city);
    else byProvince.set(key, [city]);
  }
  return [...byProvince.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b)))
    .map(([province, list]) => ({
      province,
      cities: [...list].sort((a, b) => collator.compare(a.title, b.title)),
    }));
}

const EARTH_RADIUS_KM = 6371;

function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The city whose centre is nearest to `point`, within `withinKm` (a position far from every listed city belongs to
 * none of them), or null.
 */
export function nearestCity(cities: readonly CityEntry[], point: LatLng, withinKm = 60): CityEntry | null {
  let best: CityEntry | null = null;
  let bestKm = withinKm;
  for (const city of cities) {
    const km = distanceKm(point, city);
    if (km <= bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}

/**
 * Where the picker starts for a new address: the first chosen city, else a city of the first chosen province (the
 * one named like the province, else its first), or null. Opening on the default city instead let a provider who
 * serves Tehran confirm a point in Mashhad without noticing.
 */
export function cityOfChoice(
  cities: readonly CityEntry[],
  rows: ReadonlyArray<{ id: number; title: string }>,
  chosen: readonly number[],
): CityEntry | null {
  const picked = new Set(chosen);
  const city = cities.find((c) => picked.has(c.id));
  if (city) return city;
  for (const id of chosen) {
    const province = rows.find((row) => row.id === id)?.title;
    const inProvince = cities.filter((c) => c.province !== undefined && c.province === province);
    const found = inProvince.find((c) => c.title === province) ?? inProvince[0];
    if (found) return found;
  }
  return null;
}
