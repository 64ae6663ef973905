import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function of stable identity that calls the latest `callback`: for handlers passed to a memoised screen, which
 * would otherwise render again whenever its parent makes a new closure. Only for events, never called in render.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
