import type { ApiClient } from "@ceremony/api-client";
import type { MapAdapters, TileConfig } from "@ceremony/form-runtime/map";
import { required } from "../api/answers";
import type { InitialData } from "../api/initialData";
import type { EngineAdapters } from "./engineAdapters";

const built = new WeakMap<EngineAdapters, MapAdapters>();

/** {@link createMapAdapters} over the engines' adapters, built once per adapters. */
export function mapAdaptersOf(adapters: EngineAdapters): MapAdapters {
  let known = built.get(adapters);
  if (!known) {
    known = createMapAdapters(adapters.deps.client, adapters.deps.initialData.general_keys);
    built.set(adapters, known);
  }
  return known;
}

/**
 * The map picker's adapters: point lookup (no auth), search, locate-me, tiles. Apart from `createEngineAdapters`:
 * only the address pickers (their own chunks) use them.
 */
export function createMapAdapters(client: ApiClient, keys: InitialData["general_keys"]): MapAdapters {
  const api = client.client;
  const tiles = tilesOf(keys);
  return {
    async lookupPoint(point, signal) {
      const { data } = await api.GET("/api/location_service/coordination_search", {
        params: { query: { lat: point.lat, lng: point.lng } },
        signal,
      });
      return required(data).data;
    },
    async searchAddress({ query, lat, lng }, signal) {
      const { data } = await api.GET("/api/location_service/search", {
        params: { query: { query, lat, lng } },
        signal,
      });
      return required(data).data;
    },
    // The map entry carries the geolocation helper; it is already loaded wherever a picker is shown.
    locate: () => import("@ceremony/form-runtime/map").then((m) => m.browserGeolocation()()),
    tiles,
  };
}

/** The picker's tile source from the general keys `map_tile_*`; null (the offline base and its notice) without a URL. */
function tilesOf(keys: InitialData["general_keys"]): TileConfig | null {
  const url = keys.map_tile_url;
  if (!url) return null;
  const maxZoom = Number(keys.map_tile_max_zoom);
  return {
    url,
    ...(Number.isInteger(maxZoom) && maxZoom > 0 ? { maxZoom } : {}),
    ...(keys.map_tile_attribution ? { attributions: keys.map_tile_attribution } : {}),
    ...(keys.map_tile_attribution_url ? { attributionUrl: keys.map_tile_attribution_url } : {}),
  };
}
