import { type ModuleMessages, moduleMessages } from "../../../core/moduleMessages";
import { activeSorted } from "../../../core/options";
import type { Enumeration } from "../../../core/types";
import type { GeoJsonPoint, LocationModulePayload } from "../../core/types";

/** A city of the location tree. */
export interface CityNode {
  id: number;
  title: string;
}

/** A province with its cities. */
export interface ProvinceNode {
  id: number;
  title: string;
  cities: CityNode[];
}

/**
 * Builds the province → city tree: provinces are the active children of `provinceParentId`, cities
 * the active children of a province, both ordered by priority.
 */
export function buildLocationTree(
  enumerations: readonly Enumeration[],
  provinceParentId: number,
): ProvinceNode[] {
  const active = activeSorted(enumerations);
  return active
    .filter((row) => row.parent_id === provinceParentId)
    .map((province) => ({
      id: province.id,
      title: province.title,
      cities: active.filter((row) => row.parent_id === province.id).map(({ id, title }) => ({ id, title })),
    }));
}

/** Which location rule failed. */
export type LocationRule =
  | "nothingSelected"
  | "provinceWithoutCity"
  | "cityWithoutProvince"
  | "oneCityOnly"
  | "noPoint";

/** A failed location rule with its Persian message. */
export interface LocationFailure {
  rule: LocationRule;
  message: string;
}

/** What the location step validates. */
export interface LocationInput {
  /** Chosen province and city ids. */
  selected: readonly number[];
  tree: readonly ProvinceNode[];
  /** Place-type forms (parent PLACE) allow one city at most. */
  singleCity: boolean;
  hasPoint: boolean;
}

/**
 * The location step's rules in order: something chosen; each chosen province has a chosen city;
 * each chosen city has its province chosen; at most one city for place forms; a map point.
 */
export function validateLocation(
  input: LocationInput,
  texts: ModuleMessages = moduleMessages,
): LocationFailure | null {
  const chosen = new Set(input.selected);
  if (chosen.size === 0) return { rule: "nothingSelected", message: texts.locationNothingSelected };
  for (const province of input.tree) {
    if (chosen.has(province.id) && !province.cities.some((city) => chosen.has(city.id))) {
      return {
        rule: "provinceWithoutCity",
        message: texts.locationProvinceWithoutCity(province.title),
      };
    }
  }
  for (const province of input.tree) {
    const orphan = province.cities.find((city) => chosen.has(city.id));
    if (orphan && !chosen.has(province.id)) {
      return {
        rule: "cityWithoutProvince",
        message: texts.locationCityWithoutProvince(orphan.title),
      };
    }
  }
  if (input.singleCity) {
    const cities = input.tree.flatMap((p) => p.cities).filter((city) => chosen.has(city.id));
    if (cities.length > 1) return { rule: "oneCityOnly", message: texts.locationOneCityOnly };
  }
  if (!input.hasPoint) return { rule: "noPoint", message: texts.locationNoPoint };
  return null;
}

/**
 * Toggles an id in the selection. Unchecking a province also drops its cities, and checking a city
 * also checks its province, so the tree cannot produce an orphan by itself (loaded data still can).
 */
export function toggleLocation(
  selected: readonly number[],
  tree: readonly ProvinceNode[],
  id: number,
): number[] {
  const next = new Set(selected);
  const province = tree.find((p) => p.id === id);
  if (province) {
    if (next.has(id)) {
      next.delete(id);
      for (const city of province.cities) next.delete(city.id);
    } else next.add(id);
    return [...next];
  }
  if (next.has(id)) next.delete(id);
  else {
    next.add(id);
    const owner = tree.find((p) => p.cities.some((c) => c.id === id));
    if (owner) next.add(owner.id);
  }
  return [...next];
}

/** Builds `location` for `edit_module_fields`: the point and its address, or `delete_point` without one. */
export function toLocationPayload(
  selected: readonly number[],
  address: { coordinates: [number, number] } | null,
): { location: LocationModulePayload } {
  const enumerations = [...selected];
  if (!address) return { location: { enumerations, delete_point: true } };
  const point: GeoJsonPoint = {
    type: "Point",
    coordinates: [address.coordinates[0], address.coordinates[1]],
  };
  return { location: { enumerations, point, address_object: address } };
}
