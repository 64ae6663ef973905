import type { CachedPoint } from "./pointCache";
import {
  type AddressValue,
  type LatLng,
  MAP_DEFAULTS,
  type PointLookupResult,
  type SearchResultItem,
} from "./types";

/** Lookup state of the point under the centre marker (spec field spellings). */
export interface PointInfo {
  pending: boolean;
  data: PointLookupResult | null;
  error: boolean;
  /** True when the lookup returned an `enumeration_location_id`. */
  inArea: boolean;
}

/** Address search state; `showReslultBox` is spelled as in the spec. */
export interface SearchAddressState {
  showReslultBox: boolean;
  pending: boolean;
  data: SearchResultItem[] | null;
  error: boolean;
}

/** Where the map should move next; `seq` makes repeated jumps to the same place distinct. */
export interface FlyTo extends LatLng {
  zoom: number;
  seq: number;
}

/** The map picker's state (spec: map-picker state). */
export interface PickerState {
  showModal: boolean;
  defaultValue: AddressValue | null;
  flyTo: FlyTo | null;
  centerPoint: LatLng;
  pointInfo: PointInfo;
  cachedPoints: CachedPoint[];
  searchAddress: SearchAddressState;
  showDetailForm: boolean;
}

/** The picker's actions (spec: set modal visibility, centre point, point info, cached points, search results, result-box visibility, fly-to target, detail-form visibility, default value, close-all). */
export type PickerAction =
  | { type: "SET_SHOW_MODAL"; payload: boolean }
  | { type: "SET_CENTER_POINT"; payload: LatLng }
  | { type: "SET_POINT_INFO"; payload: Partial<PointInfo> }
  | { type: "SET_CACHED_POINTS"; payload: CachedPoint[] }
  | { type: "SET_SEARCH_ADDRESS"; payload: Partial<SearchAddressState> }
  | { type: "SET_SHOW_RESULT_BOX"; payload: boolean }
  | { type: "SET_FLY_TO"; payload: (LatLng & { zoom: number }) | null }
  | { type: "SET_SHOW_DETAIL_FORM"; payload: boolean }
  | { type: "SET_DEFAULT_VALUE"; payload: AddressValue | null }
  | { type: "CLOSE_ALL" };

/** A fresh picker state; a default value centres the map on that address. */
export function initialPickerState(defaultValue: AddressValue | null = null): PickerState {
  const centerPoint = defaultValue
    ? { lat: defaultValue.coordinates[1], lng: defaultValue.coordinates[0] }
    : { ...MAP_DEFAULTS.center };
  return {
    showModal: false,
    defaultValue,
    flyTo: null,
    centerPoint,
    pointInfo: { pending: false, data: null, error: false, inArea: false },
    cachedPoints: [],
    searchAddress: { showReslultBox: false, pending: false, data: null, error: false },
    showDetailForm: false,
  };
}

/** Confirm is possible only when the lookup settled without error and the point is inside the service area. */
export function canConfirm(state: PickerState): boolean {
  const { pending, error, inArea, data } = state.pointInfo;
  return !pending && !error && inArea && data !== null;
}

/** The picker reducer. An action it does not know is a programming error and throws. */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case "SET_SHOW_MODAL":
      return { ...state, showModal: action.payload };
    case "SET_CENTER_POINT":
      return { ...state, centerPoint: action.payload };
    case "SET_POINT_INFO": {
      const pointInfo = { ...state.pointInfo, ...action.payload };
      // inArea always follows the data, so a stale "inside" cannot survive a new lookup.
      pointInfo.inArea = pointInfo.data ? pointInfo.data.enumeration_location_id != null : false;
      return { ...state, pointInfo };
    }
    case "SET_CACHED_POINTS":
      return { ...state, cachedPoints: action.payload };
    case "SET_SEARCH_ADDRESS":
      return { ...state, searchAddress: { ...state.searchAddress, ...action.payload } };
    case "SET_SHOW_RESULT_BOX":
      return { ...state, searchAddress: { ...state.searchAddress, showReslultBox: action.payload } };
    case "SET_FLY_TO":
      return {
        ...state,
        flyTo: action.payload ? { ...action.payload, seq: (state.flyTo?.seq ?? 0) + 1 } : null,
      };
    case "SET_SHOW_DETAIL_FORM":
      return { ...state, showDetailForm: action.payload };
    case "SET_DEFAULT_VALUE":
      return { ...state, defaultValue: action.payload };
    case "CLOSE_ALL":
      return {
        ...state,
        showModal: false,
        showDetailForm: false,
        searchAddress: { ...state.searchAddress, showReslultBox: false },
      };
    default: {
      const unknown: never = action;
      throw new Error(
        `pickerReducer: unknown action ${JSON.stringify((unknown as { type?: unknown }).type)}`,
      );
    }
  }
}
