import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { type LocateFailure, locateFailureOf } from "../core/locateError";
import { initialPickerState, type PickerState, pickerReducer } from "../core/pickerReducer";
import { addCachedPoint, findCachedPoint } from "../core/pointCache";
import { type AddressValue, type LatLng, MAP_DEFAULTS, type MapAdapters } from "../core/types";

/** Timings of the picker; tests may shorten them. */
export interface PickerTimings {
  searchDelayMs: number;
  gpsErrorMs: number;
}

/**
 * The picker's behaviour over its reducer: lookups on map moves (with the 50-point cache), the
 * debounced address search, and locate-me with its GPS error: the spec's timed box, or, when the permission was
 * refused, how to allow it, kept until the map is moved or locate-me is tried again (it is too long for 3 s).
 * `onLocated` hears each position found.
 */
export function usePicker(
  adapters: MapAdapters,
  value: AddressValue | null,
  timings: PickerTimings,
  defaultOpen: boolean,
  onLocated?: (position: LatLng) => void,
) {
  const [state, dispatch] = useReducer(pickerReducer, value, (initial) => ({
    ...initialPickerState(initial),
    showModal: defaultOpen,
  }));
  const stateRef = useRef<PickerState>(state);
  stateRef.current = state;
  const lookupAbort = useRef<AbortController | null>(null);

  const [gpsError, setGpsError] = useState<LocateFailure | null>(null);
  const onMoveStart = useCallback(() => {
    dispatch({ type: "SET_POINT_INFO", payload: { pending: true, error: false } });
    setGpsError((shown) => (shown === "denied" ? null : shown));
  }, []);

  const onMoveEnd = useCallback(
    (center: LatLng) => {
      dispatch({ type: "SET_CENTER_POINT", payload: center });
      lookupAbort.current?.abort();
      const cached = findCachedPoint(stateRef.current.cachedPoints, center);
      if (cached) {
        dispatch({ type: "SET_POINT_INFO", payload: { pending: false, error: false, data: cached.data } });
        return;
      }
      dispatch({ type: "SET_POINT_INFO", payload: { pending: true, error: false, data: null } });
      const controller = new AbortController();
      lookupAbort.current = controller;
      adapters.lookupPoint(center, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          dispatch({
            type: "SET_CACHED_POINTS",
            payload: addCachedPoint(stateRef.current.cachedPoints, center, data, MAP_DEFAULTS.cacheSize),
          });
          dispatch({ type: "SET_POINT_INFO", payload: { pending: false, error: false, data } });
        },
        () => {
          if (controller.signal.aborted) return;
          dispatch({ type: "SET_POINT_INFO", payload: { pending: false, error: true, data: null } });
        },
      );
    },
    [adapters],
  );

  // Address search: fired once typing has stopped for the search delay.
  const [query, setQuery] = useState("");
  useEffect(() => {
    const text = query.trim();
    if (text === "") {
      dispatch({
        type: "SET_SEARCH_ADDRESS",
        payload: { showReslultBox: false, pending: false, data: null, error: false },
      });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dispatch({
        type: "SET_SEARCH_ADDRESS",
        payload: { showReslultBox: true, pending: true, data: null, error: false },
      });
      const { lat, lng } = stateRef.current.centerPoint;
      adapters.searchAddress({ query: text, lat, lng }, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted)
            dispatch({
              type: "SET_SEARCH_ADDRESS",
              payload: { pending: false, data: Array.isArray(data) ? data : [] },
            });
        },
        () => {
          if (!controller.signal.aborted)
            dispatch({ type: "SET_SEARCH_ADDRESS", payload: { pending: false, error: true } });
        },
      );
    }, timings.searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, adapters, timings.searchDelayMs]);

  // Locate-me.
  const [locating, setLocating] = useState(false);
  const gpsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const located = useRef(onLocated);
  located.current = onLocated;
  const locate = useCallback(() => {
    setLocating(true);
    setGpsError(null);
    if (gpsTimer.current) clearTimeout(gpsTimer.current);
    adapters.locate().then(
      (position) => {
        setLocating(false);
        dispatch({ type: "SET_FLY_TO", payload: { ...position, zoom: MAP_DEFAULTS.locateZoom } });
        located.current?.(position);
      },
      (error: unknown) => {
        setLocating(false);
        const failure = locateFailureOf(error);
        setGpsError(failure);
        if (failure === "unavailable")
          gpsTimer.current = setTimeout(() => setGpsError(null), timings.gpsErrorMs);
      },
    );
  }, [adapters, timings.gpsErrorMs]);

  useEffect(
    () => () => {
      lookupAbort.current?.abort();
      if (gpsTimer.current) clearTimeout(gpsTimer.current);
    },
    [],
  );

  return { state, dispatch, onMoveStart, onMoveEnd, query, setQuery, locate, locating, gpsError };
}
