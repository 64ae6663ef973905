/** A part of the engine in its own chunk: fetched once, on demand, and known synchronously once it is here. */
export interface LazyChunk<T> {
  /** The chunk's export if it is already here, so a component mounted later shows it at once. */
  readonly loaded: () => T | null;
  /** Fetches the chunk, once. A failed fetch is forgotten, so the next call fetches again. */
  readonly load: () => Promise<T>;
}

/** Wraps a dynamic import (`() => import("./Part").then((m) => m.Part)`) as a {@link LazyChunk}. */
export function lazyChunk<T>(fetch: () => Promise<T>): LazyChunk<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () => {
      loading ??= fetch().then(
        (value) => {
          loaded = value;
          return value;
        },
        (cause: unknown) => {
          loading = null;
          throw cause;
        },
      );
      return loading;
    },
  };
}
