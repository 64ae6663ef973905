import { createContext, type ReactNode, useContext } from "react";
import type { CityEntry, MapAdapters } from "../core/types";
import type { AddressPickerProps } from "./AddressPicker";

/** What the location element (input type 28) needs beyond the engine's own adapters. */
export interface MapRuntime {
  adapters: MapAdapters;
  cities: readonly CityEntry[];
  /** Passed to every picker (tests and stories). */
  pickerProps?: Pick<AddressPickerProps, "MapComponent" | "onMapReady" | "timings">;
}

const MapRuntimeContext = createContext<MapRuntime | null>(null);

/** Gives the map adapters and cities to the location elements rendered below it. */
export function MapRuntimeProvider({ value, children }: { value: MapRuntime; children: ReactNode }) {
  return <MapRuntimeContext.Provider value={value}>{children}</MapRuntimeContext.Provider>;
}

/** The map runtime, or null when no provider is above (the element then reports it). */
export function useMapRuntime(): MapRuntime | null {
  return useContext(MapRuntimeContext);
}
