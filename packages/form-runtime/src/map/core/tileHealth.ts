/** Whether the tile source is drawing: unknown until a first round of tiles has ended. */
export type TileStatus = "unknown" | "ok" | "failed";

/** Tiles of the current round (from the first tile requested after a quiet moment to the last one ended). */
export interface TileHealth {
  status: TileStatus;
  pending: number;
  loaded: number;
  failed: number;
}

/**
 * A tile's life as the map reports it, and `idle` when the map has nothing more loading. `idle` closes the round
 * even when a tile left it without an end (OpenLayers reports no end for a loading tile it discards).
 */
export type TileEvent = "start" | "loaded" | "failed" | "idle";

/** Before any tile was asked for. */
export const initialTileHealth: TileHealth = { status: "unknown", pending: 0, loaded: 0, failed: 0 };

/**
 * Folds one tile event into the health. A loaded tile proves the source works at once; the source is called failed
 * only when a whole round has ended without one loaded tile, so a single missing tile among drawn ones (the edge
 * of a provider's coverage) does not alarm anyone, while offline, a blocked host or a wrong URL does.
 */
export function tileHealthReducer(health: TileHealth, event: TileEvent): TileHealth {
  if (event === "start") {
    // A new round after a quiet moment: earlier counts no longer describe what is on screen.
    const fresh = health.pending === 0 ? { loaded: 0, failed: 0 } : {};
    return { ...health, ...fresh, pending: health.pending + 1 };
  }
  if (event === "idle") {
    const roundFailed = health.failed > 0 && health.loaded === 0;
    return { ...health, status: roundFailed ? "failed" : health.status, pending: 0 };
  }
  const pending = Math.max(0, health.pending - 1);
  if (event === "loaded") return { status: "ok", pending, loaded: health.loaded + 1, failed: health.failed };
  const failed = health.failed + 1;
  const roundFailed = pending === 0 && health.loaded === 0;
  return { status: roundFailed ? "failed" : health.status, pending, loaded: health.loaded, failed };
}
