import Feature from "ol/Feature";
import TopoJSON from "ol/format/TopoJSON";
import Point from "ol/geom/Point";
import { defaults as defaultInteractions } from "ol/interaction/defaults";
import TileLayer from "ol/layer/Tile";
import VectorLayer from "ol/layer/Vector";
import OlMap from "ol/Map";
import { unByKey } from "ol/Observable";
import { fromLonLat, toLonLat } from "ol/proj";
import VectorSource from "ol/source/Vector";
import XYZ from "ol/source/XYZ";
import CircleStyle from "ol/style/Circle";
import Fill from "ol/style/Fill";
import Stroke from "ol/style/Stroke";
import Style from "ol/style/Style";
import Text from "ol/style/Text";
import View from "ol/View";
import "ol/ol.css";
import { initialTileHealth, type TileEvent, type TileStatus, tileHealthReducer } from "../core/tileHealth";
import { type CityEntry, type LatLng, MAP_DEFAULTS, type TileConfig } from "../core/types";

/** Controls the picker needs from a map, whatever draws it (OpenLayers here, a fake in jsdom tests). */
export interface PickerMapHandle {
  getCenter(): LatLng;
  getZoom(): number;
  /** Animated move (search result, city, locate-me). */
  flyTo(target: LatLng & { zoom: number }): void;
  /** Immediate move, as a drag would end (used by tests and keyboard). */
  setCenter(point: LatLng): void;
  dispose(): void;
}

/** Options of {@link createPickerMap}. */
export interface PickerMapOptions {
  center: LatLng;
  zoom: number;
  tiles?: TileConfig | null;
  cities: readonly CityEntry[];
  onMoveStart: () => void;
  onMoveEnd: (center: LatLng) => void;
  /** Resolves when the offline base has been drawn (or at once with tiles). */
  onBaseReady?: () => void;
  /** Called when the tile source starts or stops drawing (see `tileHealthReducer`); never without tiles. */
  onTileStatus?: (status: TileStatus) => void;
}

const landStyle = new Style({
  fill: new Fill({ color: "#f3f1ea" }),
  stroke: new Stroke({ color: "#9aa3ab", width: 1 }),
});

function cityStyle(title: string): Style {
  return new Style({
    image: new CircleStyle({
      radius: 5,
      fill: new Fill({ color: "#0b6b4f" }),
      stroke: new Stroke({ color: "#fff", width: 2 }),
    }),
    text: new Text({
      text: title,
      offsetY: -14,
      font: "13px Vazirmatn, Tahoma, sans-serif",
      fill: new Fill({ color: "#1d2733" }),
      stroke: new Stroke({ color: "#fff", width: 3 }),
    }),
  });
}

/** Country outlines from world-atlas (Natural Earth), loaded as their own chunk only when tiles are absent or fail. */
async function offlineBase(source: VectorSource): Promise<void> {
  const topo = (await import("world-atlas/countries-110m.json")).default;
  // ol's TopoJSON reader mutates its input, and only the `countries` object is wanted: `land` would cover every point.
  const format = new TopoJSON({ layers: ["countries"] });
  source.addFeatures(format.readFeatures(structuredClone(topo), { featureProjection: "EPSG:3857" }));
}

function tileSource(tiles: TileConfig): XYZ {
  return new XYZ({
    url: tiles.url,
    tileSize: tiles.tileSize ?? MAP_DEFAULTS.tileSize,
    maxZoom: tiles.maxZoom ?? MAP_DEFAULTS.maxZoom,
    // Tiles fade in over 250 ms unless the user asked for less motion.
    ...(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? { transition: 0 } : {}),
  });
}

/** Builds the OpenLayers map of the address picker inside `target`. */
export function createPickerMap(target: HTMLElement, options: PickerMapOptions): PickerMapHandle {
  const tiles = options.tiles?.url ? options.tiles : null;
  // The offline base lies under the tiles: it is filled when there are no tiles or they cannot be drawn, so the
  // country outlines and city points still say where the marker is.
  const outlines = new VectorSource();
  let outlinesRequested = false;
  const drawOutlines = (onDrawn?: () => void) => {
    if (outlinesRequested) return;
    outlinesRequested = true;
    // Without the outlines the picker still works: points and the lookup do not need them.
    offlineBase(outlines).then(onDrawn, onDrawn);
  };
  const base = new VectorLayer({ source: outlines, style: landStyle });
  const source = tiles ? tileSource(tiles) : null;
  const tileLayer = source ? new TileLayer({ source }) : null;

  const citySource = new VectorSource({
    features: options.cities.map((city) => {
      const feature = new Feature({ geometry: new Point(fromLonLat([city.lng, city.lat])) });
      feature.setStyle(cityStyle(city.title));
      return feature;
    }),
  });

  const view = new View({
    center: fromLonLat([options.center.lng, options.center.lat]),
    zoom: options.zoom,
    maxZoom: MAP_DEFAULTS.locateZoom,
  });

  const map = new OlMap({
    target,
    layers: [
      base,
      ...(tileLayer ? [tileLayer] : []),
      new VectorLayer({ source: citySource, declutter: true }),
    ],
    view,
    controls: [],
    interactions: defaultInteractions(),
    keyboardEventTarget: target,
  });

  let health = initialTileHealth;
  const onTile = (event: TileEvent) => {
    const before = health.status;
    health = tileHealthReducer(health, event);
    if (health.status === before) return;
    if (health.status === "failed") drawOutlines();
    options.onTileStatus?.(health.status);
  };
  // Tiles that failed stay failed in OpenLayers' cache: when the connection comes back, they are asked for again.
  const retryTiles = () => source?.refresh();
  if (source) {
    source.on("tileloadstart", () => onTile("start"));
    source.on("tileloadend", () => onTile("loaded"));
    source.on("tileloaderror", () => onTile("failed"));
    map.on("loadend", () => onTile("idle"));
    globalThis.addEventListener?.("online", retryTiles);
    options.onBaseReady?.();
  } else drawOutlines(options.onBaseReady);

  map.on("movestart", () => options.onMoveStart());
  map.on("moveend", () => options.onMoveEnd(centerOf(view)));
  // OpenLayers reports the first view (movestart, then moveend) only on a second frame with a size: its first frame
  // has no previous one to compare. A later frame comes only when something asks for one, such as the offline base
  // arriving; when that base is drawn before the first frame (the picker opened again), the first view was never
  // looked up. Frames are asked for until that moveend has come.
  const untilFirstMove = map.on("postrender", (event) => {
    if (event.frameState) map.render();
  });
  map.once("moveend", () => unByKey(untilFirstMove));

  return {
    getCenter: () => centerOf(view),
    getZoom: () => view.getZoom() ?? options.zoom,
    flyTo: ({ lat, lng, zoom }) => view.animate({ center: fromLonLat([lng, lat]), zoom, duration: 600 }),
    setCenter: ({ lat, lng }) => view.setCenter(fromLonLat([lng, lat])),
    dispose: () => {
      globalThis.removeEventListener?.("online", retryTiles);
      map.setTarget(undefined);
    },
  };
}

function centerOf(view: View): LatLng {
  const center = view.getCenter();
  if (!center) return { ...MAP_DEFAULTS.center };
  const [lng = 0, lat = 0] = toLonLat(center);
  return { lat, lng };
}
