export { browserGeolocation } from "./adapters/browserGeolocation";
export type { AddressDetailErrors, AddressDetailInput, AddressSaveOutcome } from "./core/addressRules";
export {
  ADDRESS_NUMBER_PATTERN,
  buildAddress,
  readAddressValue,
  validateAddressDetail,
} from "./core/addressRules";
export type { LocateFailure } from "./core/locateError";
export { LocateError } from "./core/locateError";
export type { FlyTo, PickerAction, PickerState, PointInfo, SearchAddressState } from "./core/pickerReducer";
export { canConfirm, initialPickerState, pickerReducer } from "./core/pickerReducer";
export type { CachedPoint } from "./core/pointCache";
export { addCachedPoint, findCachedPoint, pointKey } from "./core/pointCache";
export type {
  AddressValue,
  CityEntry,
  LatLng,
  MapAdapters,
  PointLookupResult,
  SearchResultItem,
  TileConfig,
} from "./core/types";
export { citiesFromEnumerations, MAP_DEFAULTS } from "./core/types";
export { mapRenderers } from "./mapRenderers";
export type { PickerMapHandle } from "./ol/createPickerMap";
export type { AddressDetailFormProps } from "./react/AddressDetailForm";
export { AddressDetailForm } from "./react/AddressDetailForm";
export type { AddressPickerProps } from "./react/AddressPicker";
export { AddressPicker } from "./react/AddressPicker";
export { LocationElement } from "./react/LocationElement";
export type { LocationStepProps } from "./react/LocationStep";
export { LocationStep } from "./react/LocationStep";
export type { MapRuntime } from "./react/MapRuntimeContext";
export { MapRuntimeProvider } from "./react/MapRuntimeContext";
export { OlPickerMap } from "./react/OlPickerMap";
export type { PickerMapComponent, PickerMapProps } from "./react/PickerMap";
