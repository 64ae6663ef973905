import { useCallback, useEffect, useReducer, useRef, useState } from "react";
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
 * debounced address search, and locate-me with its timed GPS error.
 */
export function usePicker(
  adapters: MapAdapters,
  value: AddressValue | null,
  timings: PickerTimings,
  defaultOpen: boolean,
) {
  const [state, dispatch] = useReducer(pickerReducer, value, (initial) => ({
    ...initialPickerState(initial),
    showModal: defaultOpen,
  }));
  const stateRef = useRef<PickerState>(state);
  stateRef.current = state;
  const lookupAbort = useRef<AbortController | null>(null);

  const onMoveStart = useCallback(() => {
    dispatch({ type: "SET_POINT_INFO", payload: { pending: true, error: false } });
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
  const [gpsError, setGpsError] = useState(false);
  const gpsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const locate = useCallback(() => {
    setLocating(true);
    setGpsError(false);
    adapters.locate().then(
      (position) => {
        setLocating(false);
        dispatch({ type: "SET_FLY_TO", payload: { ...position, zoom: MAP_DEFAULTS.locateZoom } });
      },
      () => {
        setLocating(false);
        setGpsError(true);
        if (gpsTimer.current) clearTimeout(gpsTimer.current);
        gpsTimer.current = setTimeout(() => setGpsError(false), timings.gpsErrorMs);
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
