import type { ComponentType } from "react";
import type { FlyTo } from "../core/pickerReducer";
import type { CityEntry, LatLng, TileConfig } from "../core/types";
import type { PickerMapHandle } from "../ol/createPickerMap";

/** Props of the map drawn inside the picker; the centre marker is an overlay drawn by the picker itself. */
export interface PickerMapProps {
  initialCenter: LatLng;
  initialZoom: number;
  flyTo: FlyTo | null;
  tiles?: TileConfig | null;
  cities: readonly CityEntry[];
  /** Accessible name of the map region. */
  label: string;
  onMoveStart: () => void;
  onMoveEnd: (center: LatLng) => void;
  /** Test hook: the handle of the live map once it exists. */
  onReady?: (handle: PickerMapHandle) => void;
}

/** A map implementation for the picker (OpenLayers by default; tests may pass a fake). */
export type PickerMapComponent = ComponentType<PickerMapProps>;
