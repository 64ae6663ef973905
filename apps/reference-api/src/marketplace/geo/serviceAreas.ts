import { insideRing, type LatLng, type Ring } from "./geometry";

/** A region the marketplace serves; inside it a point lookup returns the area's city enumeration id. */
export interface ServiceArea {
  key: string;
  title: string;
  /** Enumeration id of the city this area belongs to (see data/iran.json). */
  cityId: number;
  /** [lng, lat] pairs, drawn by hand around the built-up city (approximate, not a legal boundary). */
  ring: Ring;
}

/** Our own service-area polygons; no province-border data with a usable licence exists. */
export const SERVICE_AREAS: readonly ServiceArea[] = [
  {
    key: "mashhad",
    title: "مشهد",
    cityId: 2128,
    ring: [
      [59.42, 36.3],
      [59.47, 36.4],
      [59.58, 36.44],
      [59.7, 36.4],
      [59.77, 36.3],
      [59.74, 36.2],
      [59.64, 36.16],
      [59.52, 36.19],
    ],
  },
  {
    key: "tehran",
    title: "تهران",
    cityId: 2086,
    ring: [
      [51.2, 35.7],
      [51.26, 35.8],
      [51.4, 35.83],
      [51.55, 35.8],
      [51.6, 35.7],
      [51.55, 35.6],
      [51.42, 35.54],
      [51.28, 35.6],
    ],
  },
  {
    key: "qom",
    title: "قم",
    cityId: 2209,
    ring: [
      [50.8, 34.62],
      [50.84, 34.7],
      [50.93, 34.71],
      [51.02, 34.64],
      [51.0, 34.57],
      [50.88, 34.56],
    ],
  },
  {
    key: "isfahan",
    title: "اصفهان",
    cityId: 2045,
    ring: [
      [51.55, 32.65],
      [51.6, 32.74],
      [51.72, 32.75],
      [51.8, 32.67],
      [51.75, 32.58],
      [51.62, 32.57],
    ],
  },
  {
    key: "shiraz",
    title: "شیراز",
    cityId: 2192,
    ring: [
      [52.42, 29.63],
      [52.47, 29.7],
      [52.58, 29.71],
      [52.66, 29.63],
      [52.62, 29.54],
      [52.5, 29.53],
    ],
  },
];

/** The service area containing the point, if any. */
export function serviceAreaAt(
  point: LatLng,
  areas: readonly ServiceArea[] = SERVICE_AREAS,
): ServiceArea | undefined {
  return areas.find((area) => insideRing(point, area.ring));
}
