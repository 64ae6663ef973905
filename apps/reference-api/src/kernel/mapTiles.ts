/** The map's raster tile source, published in the initial data (general keys `map_tile_*`). */
export interface MapTiles {
  /** XYZ template with {z}, {x} and {y} (or {-y}); {a-c} picks a sub-domain. */
  url: string;
  /** Plain text the provider's usage policy asks to show on the map. */
  attribution: string;
  /** Where the attribution links to; empty for none. */
  attributionUrl: string;
  maxZoom: number;
}

/**
 * OpenStreetMap's standard tiles: they work on any machine with internet access. Their usage policy
 * (https://operations.osmfoundation.org/policies/tiles/) asks for the visible attribution below, linked to the
 * copyright page, and forbids heavy use: a deployment points MAP_TILE_URL at its own or a commercial server.
 */
export const OSM_TILES: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  attributionUrl: "https://www.openstreetmap.org/copyright",
  maxZoom: 19,
};

const PLACEHOLDER = /\{[^}]*\}/;

/**
 * The tile settings from MAP_TILE_URL (`off` for none: the picker then draws its offline base and says the map
 * cannot be shown), MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL and MAP_TILE_MAX_ZOOM. Without MAP_TILE_URL,
 * OpenStreetMap's tiles with their attribution. A URL that is not http(s) or lacks {z}, {x} or {y} stops the start.
 */
export function mapTilesFromEnv(env: NodeJS.ProcessEnv): MapTiles | null {
  const raw = env.MAP_TILE_URL?.trim() ?? "";
  if (raw === "off") return null;
  const own = raw !== "";
  const url = own ? raw : OSM_TILES.url;
  if (!/^https?:\/\//.test(url) || !url.includes("{z}") || !url.includes("{x}") || !/\{-?y\}/.test(url))
    throw new Error(`MAP_TILE_URL must be an http(s) XYZ template with {z}, {x} and {y}: ${url}`);
  tileOriginOf(url);
  const maxZoom = Number(env.MAP_TILE_MAX_ZOOM?.trim() || (own ? 18 : OSM_TILES.maxZoom));
  if (!Number.isInteger(maxZoom) || maxZoom < 1 || maxZoom > 22)
    throw new Error(`MAP_TILE_MAX_ZOOM must be a whole number from 1 to 22: ${env.MAP_TILE_MAX_ZOOM}`);
  return {
    url,
    // The OSM attribution goes with the OSM default only; another source names its own.
    attribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? (own ? "" : OSM_TILES.attribution),
    attributionUrl: env.MAP_TILE_ATTRIBUTION_URL?.trim() ?? (own ? "" : OSM_TILES.attributionUrl),
    maxZoom,
  };
}

/**
 * The CSP source of a tile template's host: its origin, with a host label holding a placeholder ({a-c}, {s})
 * widened to `*` (https://{a-c}.tile.example.ir/… → https://*.tile.example.ir).
 */
export function tileOriginOf(url: string): string {
  const match = /^(https?):\/\/([^/?#]+)/.exec(url);
  if (!match?.[1] || !match[2]) throw new Error(`Not an http(s) tile URL: ${url}`);
  const host = match[2]
    .split(".")
    .map((label) => (PLACEHOLDER.test(label) ? "*" : label))
    .join(".");
  // The widened host must still be a host: `*` only as whole leading labels, the rest a valid name and port.
  const rest = host.replace(/^(\*\.)+/, "");
  // URL throws on a host with characters a host cannot have (what is left of a placeholder inside a label).
  if (rest.includes("*") || !URL.canParse(`${match[1]}://${rest}/`))
    throw new Error(`Not a tile host a CSP can name: ${url}`);
  return `${match[1]}://${host}`;
}
