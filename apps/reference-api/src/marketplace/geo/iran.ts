import data from "../data/iran.json" with { type: "json" };
import type { LatLng, Ring } from "./geometry";

/** A city of the curated list; its id is also its enumeration id. */
export interface City extends LatLng {
  id: number;
  title: string;
  provinceId: number;
  provinceTitle: string;
}

/** A province with its cities; its id is also its enumeration id. */
export interface Province extends LatLng {
  id: number;
  title: string;
  cities: City[];
}

/** The 31 provinces of Iran with their cities (curated from @nimahkh/iran_beauty by data/curateIran.ts). */
export const PROVINCES: readonly Province[] = data.provinces.map((p) => ({
  id: p.id,
  title: p.title,
  lat: p.lat,
  lng: p.lng,
  cities: p.cities.map((c) => ({ ...c, provinceId: p.id, provinceTitle: p.title })),
}));

/** Every city, flattened. */
export const CITIES: readonly City[] = PROVINCES.flatMap((p) => p.cities);

/** Iran's coarse outline (Natural Earth 1:110m) as [lng, lat] pairs. */
export const IRAN_OUTLINE: Ring = data.outline.map(([lng, lat]) => [lng ?? 0, lat ?? 0] as const);
