import type { Enumeration } from "@ceremony/form-runtime";
import type { InitialData } from "../api/initialData";

type ServerEnumeration = InitialData["enumerations"][number];

function coordinate(value: unknown): number | string | undefined {
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

function withoutCoordinates<T extends { lat?: unknown; lng?: unknown }>(setting: T): Omit<T, "lat" | "lng"> {
  const { lat: _lat, lng: _lng, ...rest } = setting;
  return rest;
}

/** The contract's enumeration row in the engines' shape (coordinates are numbers or numeric strings). */
export function toEngineEnumeration(row: ServerEnumeration): Enumeration {
  const setting = row.setting;
  if (!setting) return { ...row, setting: null };
  const lat = coordinate(setting.lat);
  const lng = coordinate(setting.lng);
  return {
    ...row,
    setting: {
      ...withoutCoordinates(setting),
      ...(lat === undefined ? {} : { lat }),
      ...(lng === undefined ? {} : { lng }),
    },
  };
}

/** Every enumeration row in the engines' shape. */
export function engineEnumerations(rows: readonly ServerEnumeration[]): Enumeration[] {
  return rows.map(toEngineEnumeration);
}
