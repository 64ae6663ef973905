import { useEffect, useRef, useState } from "react";
import { useModuleMessages } from "../../react/useMessages";
import type { PickerMapHandle } from "../ol/createPickerMap";
import { loadPickerMap } from "./loadPickerMap";
import type { PickerMapProps } from "./PickerMap";
import "../map.css";

/**
 * The picker's OpenLayers map: XYZ tiles when configured, else the offline base with city points. OpenLayers is
 * loaded on first use (`loadPickerMap`); when it cannot be, the user sees a Persian notice and the console says why.
 */
export function OlPickerMap(props: PickerMapProps) {
  const moduleMessages = useModuleMessages();
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<PickerMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(props);
  latest.current = props;

  // The map is created once; later prop changes reach it through `latest` and the flyTo effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: creating the map again on each prop change would lose the view
  useEffect(() => {
    let created: PickerMapHandle | null = null;
    let cancelled = false;
    loadPickerMap().then(
      (createPickerMap) => {
        const el = target.current;
        if (cancelled || !el) return;
        created = createPickerMap(el, {
          center: props.initialCenter,
          zoom: props.initialZoom,
          tiles: props.tiles ?? null,
          cities: props.cities,
          onMoveStart: () => latest.current.onMoveStart(),
          onMoveEnd: (center) => latest.current.onMoveEnd(center),
        });
        handle.current = created;
        latest.current.onReady?.(created);
        if (latest.current.flyTo) created.flyTo(latest.current.flyTo);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      handle.current = null;
      created?.dispose();
    };
  }, []);

  useEffect(() => {
    if (props.flyTo) handle.current?.flyTo(props.flyTo);
  }, [props.flyTo]);

  if (failed)
    return (
      <div className="cr-map" role="alert">
        {moduleMessages.mapUnavailable}
      </div>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys when focused (OpenLayers KeyboardPan)
    <div ref={target} className="cr-map" role="application" aria-label={props.label} tabIndex={0} />
  );
}
