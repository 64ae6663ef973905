import type { createPickerMap } from "../ol/createPickerMap";

/** What a developer reads when the map entry cannot load OpenLayers (an optional peer dependency). */
export const MISSING_MAP_PEERS =
  "@ceremony/form-runtime/map could not load OpenLayers. `ol` and `world-atlas` are optional peer dependencies of " +
  "the map entry: install them beside the engine (npm install ol@^10.11.0 world-atlas@^2.0.2).";

let loading: Promise<typeof createPickerMap> | null = null;

/**
 * Loads the OpenLayers map builder as its own chunk, once: screens without a map never load `ol`, and a missing
 * `ol` becomes an error that says what to install instead of a bare module-resolution failure.
 */
export function loadPickerMap(): Promise<typeof createPickerMap> {
  loading ??= import("../ol/createPickerMap").then(
    (module) => module.createPickerMap,
    (cause: unknown) => {
      loading = null;
      throw new Error(MISSING_MAP_PEERS, { cause });
    },
  );
  return loading;
}
