import { type RefObject, useEffect } from "react";

/**
 * Focuses the field a redirect was made for (`?focus_shaba=true`) and scrolls it to the middle of the screen, clear
 * of the sticky header with the toast over it and of the bottom tab bar: a plain focus stops it at the bottom edge,
 * under the tab bar. `ready` waits for the field to exist (a screen still loading its data renders it later).
 */
export function useFocusOnArrival(ref: RefObject<HTMLInputElement | null>, focus: boolean, ready = true) {
  useEffect(() => {
    if (!focus || !ready) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: "center" });
  }, [ref, focus, ready]);
}
