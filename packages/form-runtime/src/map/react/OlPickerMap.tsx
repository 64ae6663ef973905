import { useEffect, useRef, useState } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import type { TileStatus } from "../core/tileHealth";
import type { PickerMapHandle } from "../ol/createPickerMap";
import { loadPickerMap } from "./loadPickerMap";
import type { PickerMapProps } from "./PickerMap";
import "../map.css";

/**
 * The picker's OpenLayers map: XYZ tiles when configured, else the offline base with city points. OpenLayers is
 * loaded on first use (`loadPickerMap`); when it cannot be, the user sees a Persian notice and the console says why.
 * When there is no tile source or its tiles cannot be drawn (offline, a blocked host), the same notice lies over the
 * offline base, which draws nothing at street zoom: never a silent blank box.
 */
export function OlPickerMap(props: PickerMapProps) {
  const moduleMessages = useModuleMessages();
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<PickerMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [tileStatus, setTileStatus] = useState<TileStatus>("unknown");
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
          onTileStatus: setTileStatus,
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
  const tiles = props.tiles?.url ? props.tiles : null;
  const attribution = tiles?.attributions;
  return (
    <>
      <div
        ref={target}
        className="cr-map"
        role="application"
        aria-label={props.label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys when focused (OpenLayers KeyboardPan)
        tabIndex={0}
        // For tests and support: whether the tiles are drawing (unknown, ok, failed) or there are none.
        data-tiles={tiles ? tileStatus : "none"}
      />
      {!tiles || tileStatus === "failed" ? (
        <p className="cr-map__notice" role="status">
          {moduleMessages.mapUnavailable}
        </p>
      ) : null}
      {attribution ? (
        // The tile provider's usage policy asks for its attribution on the map (OpenStreetMap: "© OpenStreetMap
        // contributors", linked to its copyright page).
        <p className="cr-map__attribution">
          {tiles?.attributionUrl ? (
            <a href={tiles.attributionUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
              {attribution}
            </a>
          ) : (
            <bdi dir="ltr">{attribution}</bdi>
          )}
        </p>
      ) : null}
    </>
  );
}
