import { useCallback, useEffect, useRef } from "react";
import type { LatLng } from "../core/types";
import type { PickerMapProps } from "../react/PickerMap";

/** Points the fake map can "pan" to: inside Mashhad's service area and outside every area. */
export const FAKE_MAP_POINTS: Record<string, LatLng> = {
  haram: { lat: 36.2879, lng: 59.6157 },
  desert: { lat: 34.5, lng: 56.1 },
};

/**
 * A map stand-in for jsdom tests: it reports the same move events as the OpenLayers map (one move
 * on mount, one per fly-to) and offers a button per point of {@link FAKE_MAP_POINTS} to pan there.
 */
export function FakePickerMap(props: PickerMapProps) {
  const latest = useRef(props);
  latest.current = props;
  const center = useRef(props.initialCenter);

  const moveTo = useCallback(({ lat, lng }: LatLng) => {
    latest.current.onMoveStart();
    center.current = { lat, lng };
    latest.current.onMoveEnd({ lat, lng });
  }, []);

  useEffect(() => {
    const { initialCenter, initialZoom, onReady } = latest.current;
    moveTo(initialCenter);
    onReady?.({
      getCenter: () => center.current,
      getZoom: () => initialZoom,
      flyTo: moveTo,
      setCenter: moveTo,
      dispose: () => undefined,
    });
  }, [moveTo]);

  useEffect(() => {
    if (props.flyTo) moveTo(props.flyTo);
  }, [props.flyTo, moveTo]);

  return (
    <div role="application" aria-label={props.label} data-zoom={props.flyTo?.zoom ?? props.initialZoom}>
      {Object.entries(FAKE_MAP_POINTS).map(([name, point]) => (
        <button key={name} type="button" onClick={() => moveTo(point)}>
          {`pan:${name}`}
        </button>
      ))}
    </div>
  );
}
