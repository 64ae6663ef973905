/** A part of a screen in its own chunk: fetched once, on demand, and known synchronously once it is here. */
export interface LazyPart<T> {
  /** The part if its chunk is already here. */
  readonly loaded: () => T | null;
  /** Fetches the chunk, once. A failed fetch is forgotten, so the next call fetches again. */
  readonly load: () => Promise<T>;
}

/** Wraps a dynamic import (`() => import("./Part").then((m) => m.Part)`) as a {@link LazyPart}. */
export function lazyPart<T>(fetch: () => Promise<T>): LazyPart<T> {
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
