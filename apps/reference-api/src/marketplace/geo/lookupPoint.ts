import { toPersianDigits } from "@ceremony/persian-text";
import { locationTexts } from "../../messages";
import { distanceKm, distanceToRingKm, insideRing, type LatLng } from "./geometry";
import { CITIES, type City, IRAN_OUTLINE } from "./iran";
import { LANDMARKS } from "./landmarks";
import { SERVICE_AREAS, type ServiceArea, serviceAreaAt } from "./serviceAreas";

/** What the coordinate lookup knows about a point (a type alias: it must fit the contract's open `PointInfo`). */
export type PointInfo = {
  formatted_address: string;
  /** The service area's city enumeration id; absent outside every service area. */
  enumeration_location_id?: number;
  city: string;
  city_id: number;
  province: string;
  province_id: number;
  in_iran: boolean;
};

/** Cities farther than this are named as "about N km from" rather than as the point's city. */
const CITY_RADIUS_KM = 25;
/** Landmarks this close are mentioned in the address. */
const LANDMARK_RADIUS_KM = 1.5;
/** The 1:110m outline cuts off coastal towns and islands: points this close to it still count as Iran. */
const OUTLINE_TOLERANCE_KM = 25;

function nearestCity(point: LatLng): { city: City; km: number } {
  let best: { city: City; km: number } | null = null;
  for (const city of CITIES) {
    const km = distanceKm(point, city);
    if (!best || km < best.km) best = { city, km };
  }
  if (!best) throw new Error("city list is empty");
  return best;
}

/** Inside Iran's outline, or near enough to its edge (coast, islands, border towns). */
export function isInIran(point: LatLng): boolean {
  return insideRing(point, IRAN_OUTLINE) || distanceToRingKm(point, IRAN_OUTLINE) <= OUTLINE_TOLERANCE_KM;
}

/** Formatted Persian address, city and (inside a service area) the enumeration_location_id of a point. */
export function lookupPoint(point: LatLng, areas: readonly ServiceArea[] = SERVICE_AREAS): PointInfo {
  const { city, km } = nearestCity(point);
  const inIran = isInIran(point);
  const area = inIran ? serviceAreaAt(point, areas) : undefined;
  const landmark = LANDMARKS.find((l) => distanceKm(point, l) <= LANDMARK_RADIUS_KM);
  const parts: string[] = [];
  if (!inIran) {
    parts.push(locationTexts.outsideIran(Math.round(km), city.title));
  } else {
    parts.push(locationTexts.province(city.provinceTitle));
    parts.push(
      km <= CITY_RADIUS_KM || area ? city.title : locationTexts.aboutKmFrom(Math.round(km), city.title),
    );
    if (landmark) parts.push(locationTexts.near(landmark.title));
  }
  const info: PointInfo = {
    formatted_address: toPersianDigits(parts.join(locationTexts.separator)),
    city: city.title,
    city_id: city.id,
    province: city.provinceTitle,
    province_id: city.provinceId,
    in_iran: inIran,
  };
  if (area) info.enumeration_location_id = area.cityId;
  return info;
}
