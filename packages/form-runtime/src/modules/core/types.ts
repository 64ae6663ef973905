import type { Enumeration } from "../../core/types";

/**
 * The enumeration row as the module editors name it: the same server entity as the engine's {@link Enumeration}
 * (with its optional `setting`).
 * @deprecated Use `Enumeration`.
 */
export type EnumerationWithSetting = Enumeration;

/** One row of the price module (`service_price.services`). */
export interface PriceServiceEntry {
  service_id: number;
  minimum_price?: number;
  minimum_guest?: number;
  maximum_price?: number;
  maximum_guest?: number;
}

/** A weekly opening period; day 0 is Saturday, times are "HH:MM" in 24 hours. */
export interface TimetablePeriod {
  day: number;
  from: string;
  to: string;
}

/** The timeline module (`timeline.timetable`). */
export interface Timetable {
  active_all_time: boolean;
  periods: TimetablePeriod[];
}

/** A GeoJSON point; coordinates are [lng, lat]. */
export interface GeoJsonPoint {
  type: "Point";
  coordinates: [number, number];
}

/** The location module as loaded (`module_fields.location`). */
export interface LocationModuleFields {
  enumerations: number[];
  point?: GeoJsonPoint | null;
  address_object?: unknown;
}

/** The location module as saved: either a point with its address, or `delete_point`. */
export type LocationModulePayload =
  | { enumerations: number[]; point: GeoJsonPoint; address_object: unknown }
  | { enumerations: number[]; delete_point: true };

/** Module ids of `get_module_fields` (4 price, 3 timeline, 2 position). */
export const MODULE_ID = { price: 4, timeline: 3, location: 2 } as const;

/** One of the module ids. */
export type ModuleId = (typeof MODULE_ID)[keyof typeof MODULE_ID];

/** What `get_module_fields` returns under `module_fields` (each module fills its own key). */
export interface LoadedModuleFields {
  service_price?: { services?: PriceServiceEntry[] | null } | null;
  timeline?: { timetable?: Partial<Timetable> | null } | null;
  location?: Partial<LocationModuleFields> | null;
}

/** What `edit_module_fields` takes under `module_fields`. */
export type ModuleFieldsPayload =
  | { service_price: { services: PriceServiceEntry[] } }
  | { timeline: { timetable: Timetable } }
  | { location: LocationModulePayload };

/** Form parent ids that change the price editor (PLACE = 5, HOZE = 55). */
export const FORM_PARENT = { place: 5, hoze: 55 } as const;
