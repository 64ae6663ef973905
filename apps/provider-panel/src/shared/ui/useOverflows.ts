import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether an element's content is taller than the element (it scrolls), and the ref that names the element, measured
 * while `active` (a dialog mounts its body only once opened). A region that scrolls must be reachable by keyboard to
 * be scrolled without a pointer (WCAG 2.1.1): a scrolling modal body with only text in it takes focus.
 *
 * Measured by a ResizeObserver, whose first report comes in the frame's own layout: reading the heights in the effect
 * would force that layout inside the tap that opened the dialog (and a callback ref in state would render it twice).
 */
export function useOverflows(active: boolean): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [active]);
  return [ref, overflows];
}
