import type { LazyChunk } from "@ceremony/form-runtime/lazy";
import { useCallback, useState } from "react";

/**
 * A lazy part for the tap that opens it: `need` fetches it (again after a failure) and calls `onFailed` when it
 * cannot, for the caller's Persian message; the part is `value` once here.
 */
export function useLazyPart<T>(part: LazyChunk<T>) {
  const [value, setValue] = useState<T | null>(() => part.loaded());
  const need = useCallback(
    (onFailed: () => void) => {
      part.load().then((found) => setValue(() => found), onFailed);
    },
    [part],
  );
  return { value, need };
}
