import { useRef } from "react";
import { useStableCallback } from "./useStableCallback";

type Search = object;

const sameSearch = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a screen behind an overlay addressed in its search (`?filterBox=1`, `?chat=`) receives: its search without
 * the overlay's key, the same object for as long as the rest of the search is equal, and an `onSearch` of stable
 * identity that calls the latest one. A memoised screen given these does not render again when the overlay opens or
 * closes, so the tap that opens it pays for the overlay alone.
 */
export function useBehindOverlay<S extends Search, K extends keyof S, A extends unknown[]>(
  search: S,
  overlayKey: K,
  onSearch: (next: S, ...rest: A) => void,
): { search: Omit<S, K>; onSearch: (next: S, ...rest: A) => void } {
  const { [overlayKey]: _overlay, ...rest } = search;
  const previous = useRef<Omit<S, K>>(rest);
  if (!sameSearch(previous.current, rest)) previous.current = rest;
  return { search: previous.current, onSearch: useStableCallback(onSearch) };
}
