import { useEffect, useState } from "react";

/**
 * Whether an element's content is taller than the element (it scrolls), and the callback ref that names the element
 * (a dialog mounts its body only once opened). A region that scrolls must be reachable by keyboard to be scrolled
 * without a pointer (WCAG 2.1.1): a scrolling modal body with only text in it takes focus.
 */
export function useOverflows(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows];
}
