import { useCallback, useEffect, useState } from "react";
import type { LazyChunk } from "../core/lazyChunk";

/**
 * A lazy chunk for a component: fetched after it mounts, so it is usually here by the first tap. `need` is for the
 * tap that cannot go on without it: it fetches again after a failure, and on failure sets `failed` (for the
 * component's Persian message) and calls `onFailed`; the next `need` clears it.
 */
export function useChunk<T>(chunk: LazyChunk<T>) {
  const [value, setValue] = useState<T | null>(() => chunk.loaded());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (value !== null) return;
    let live = true;
    // A failed fetch here is retried by the tap that needs it (which also reports it).
    chunk.load().then(
      (found) => live && setValue(() => found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chunk, value]);

  const need = useCallback(
    (onFailed?: () => void) => {
      setFailed(false);
      chunk.load().then(
        (found) => setValue(() => found),
        () => {
          setFailed(true);
          onFailed?.();
        },
      );
    },
    [chunk],
  );
  return { value, failed, need };
}
