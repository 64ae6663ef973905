import { useRef, useState } from "react";
import { afterNextPaint } from "../ui/afterNextPaint";
import { useStableCallback } from "./useStableCallback";

type Search = object;

/** After the tap's paint and after what the sheet itself left for then (a body mounted once its frame is painted). */
const afterSheetPaint = (task: () => void) => afterNextPaint(() => setTimeout(task, 0));

const sameSearch = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a screen behind an overlay addressed in its search (`?filterBox=1`, `?chat=`) receives: its search without
 * the overlay's key, the same object for as long as the rest of the search is equal, and an `onSearch` of stable
 * identity that calls the latest one. A memoised screen given these does not render again when the overlay opens or
 * closes, so the tap that opens it pays for the overlay alone.
 *
 * A search that opens or closes the overlay does not wait for the router: `overlay` changes at once, so the tap's
 * frame opens (or closes) the sheet, and the URL is written after that frame is painted (`later`). The navigation
 * (route matching, loaders, every search subscriber of the tree, the list of a newly applied filter) comes in the
 * following frames, not in the tap. Back still closes an opened overlay: its history entry is there from the next
 * frame on. The page renders the overlay from `overlay` and opens and closes it through this `onSearch`.
 */
export function useBehindOverlay<S extends Search, K extends keyof S, A extends unknown[]>(
  search: S,
  overlayKey: K,
  onSearch: (next: S, ...rest: A) => void,
  later: (task: () => void) => void = afterSheetPaint,
): { search: Omit<S, K>; onSearch: (next: S, ...rest: A) => void; overlay: S[K] | undefined } {
  const { [overlayKey]: inUrl, ...rest } = search;
  const previous = useRef<Omit<S, K>>(rest);
  if (!sameSearch(previous.current, rest)) previous.current = rest;

  // The overlay as the last tap left it, until the URL says the same.
  const [ahead, setAhead] = useState<{ value: S[K] | undefined } | null>(null);
  if (ahead && inUrl === ahead.value) setAhead(null);
  const shown = ahead ? ahead.value : inUrl;
  const write = useRef<{ cancelled: boolean } | null>(null);

  const handle = useStableCallback((next: S, ...args: A) => {
    if (write.current) write.current.cancelled = true;
    write.current = null;
    if (next[overlayKey] === shown) {
      onSearch(next, ...args);
      return;
    }
    setAhead({ value: next[overlayKey] });
    if (sameSearch(next, search)) return;
    const pending = { cancelled: false };
    write.current = pending;
    later(() => {
      if (!pending.cancelled) onSearch(next, ...args);
    });
  });
  return { search: previous.current, onSearch: handle, overlay: shown };
}
