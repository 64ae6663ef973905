import { useEffect, useRef } from "react";
import { createPickerMap, type PickerMapHandle } from "../ol/createPickerMap";
import type { PickerMapProps } from "./PickerMap";
import "ol/ol.css";
import "../map.css";

/** The picker's OpenLayers map: XYZ tiles when configured, else the offline base with city points. */
export function OlPickerMap(props: PickerMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<PickerMapHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The map is created once; later prop changes reach it through `latest` and the flyTo effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: creating the map again on each prop change would lose the view
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const created = createPickerMap(el, {
      center: props.initialCenter,
      zoom: props.initialZoom,
      tiles: props.tiles ?? null,
      cities: props.cities,
      onMoveStart: () => latest.current.onMoveStart(),
      onMoveEnd: (center) => latest.current.onMoveEnd(center),
    });
    handle.current = created;
    latest.current.onReady?.(created);
    return () => {
      handle.current = null;
      created.dispose();
    };
  }, []);

  useEffect(() => {
    if (props.flyTo) handle.current?.flyTo(props.flyTo);
  }, [props.flyTo]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys when focused (OpenLayers KeyboardPan)
    <div ref={target} className="cr-map" role="application" aria-label={props.label} tabIndex={0} />
  );
}
