import type { Uploads } from "./Uploads";

type Loaded = typeof Uploads;

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/** The uploads if their chunk is already here, so a field mounted later shows its files at once. */
export function loadedUploads(): Loaded | null {
  return loaded;
}

/**
 * Loads the uploads (progress, cancel, the file list) as their own chunk, once: forms without a file field never
 * load them, and the engine's entry stays small. A failed load is forgotten, so the next attempt fetches again.
 */
export function loadUploads(): Promise<Loaded> {
  loading ??= import("./Uploads").then(
    (module) => {
      loaded = module.Uploads;
      return loaded;
    },
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}
