/** The horizontal extent of a box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface InlineExtent {
  left: number;
  right: number;
}

/**
 * How far to change `scrollLeft` so `item` sits at the container's inline-start edge: its right edge in
 * right-to-left, its left edge otherwise. The answer is a difference of two positions, so it holds for every
 * browser convention of `scrollLeft` in right-to-left (negative, or positive from the end); the browser clamps
 * it at both ends of the scroll range.
 */
export function scrollDeltaToStart(container: InlineExtent, item: InlineExtent, rtl: boolean): number {
  return rtl ? item.right - container.right : item.left - container.left;
}

/** How far to change `scrollLeft` so `item` is fully visible with the least movement (0 when it already is). */
export function scrollDeltaIntoView(container: InlineExtent, item: InlineExtent): number {
  if (item.left < container.left) return item.left - container.left;
  if (item.right > container.right) return item.right - container.right;
  return 0;
}

/**
 * How far to change `scrollLeft` so `items[target]` is fully visible and every step edge lines up with the
 * scrollport, so no step shows cut in half at the screen edge: of the positions where some step starts (or ends) at
 * the matching edge, the nearest one that shows the target whole. Falls back to {@link scrollDeltaIntoView} when no
 * such position shows it (a step wider than the bar).
 */
export function scrollDeltaSnapped(
  container: InlineExtent,
  items: readonly InlineExtent[],
  target: number,
  rtl: boolean,
): number {
  const item = items[target];
  if (!item) return 0;
  const shows = (delta: number) =>
    item.left - delta >= container.left - 0.5 && item.right - delta <= container.right + 0.5;
  let best: number | undefined;
  for (const box of items) {
    const start = scrollDeltaToStart(container, box, rtl);
    const end = rtl ? box.left - container.left : box.right - container.right;
    for (const delta of [start, end]) {
      if (shows(delta) && (best === undefined || Math.abs(delta) < Math.abs(best))) best = delta;
    }
  }
  return best ?? scrollDeltaIntoView(container, item);
}

/** The scrollport (padding box, without borders) of a scroll container, in viewport pixels. */
export function scrollportExtent(element: HTMLElement): InlineExtent {
  const left = element.getBoundingClientRect().left + element.clientLeft;
  return { left, right: left + element.clientWidth };
}

/** True when the element lays out right-to-left; an explicit `dir` ancestor decides before computed style. */
export function isRightToLeft(element: Element): boolean {
  const dir = element.closest("[dir]")?.getAttribute("dir");
  if (dir === "rtl" || dir === "ltr") return dir === "rtl";
  return getComputedStyle(element).direction === "rtl";
}

const ITEM = ".flow-stepbar__item";

/** True when a step is partly inside the bar's scrollport: its label is cut at the edge. */
export function hasCutStep(container: HTMLElement): boolean {
  const port = scrollportExtent(container);
  return [...container.querySelectorAll<HTMLElement>(ITEM)].some((item) => {
    const box = item.getBoundingClientRect();
    const inside = box.left >= port.left - 0.5 && box.right <= port.right + 0.5;
    const outside = box.right <= port.left + 0.5 || box.left >= port.right - 0.5;
    return !inside && !outside;
  });
}

/** Scrolls the bar so the step with `key` is fully visible and no step is cut at either edge. */
export function revealWholeStep(container: HTMLElement, key: string): void {
  const items = [...container.querySelectorAll<HTMLElement>(ITEM)];
  const target = items.findIndex((item) => item.dataset.stepKey === key);
  if (target < 0) return;
  container.scrollLeft += scrollDeltaSnapped(
    scrollportExtent(container),
    items.map((item) => item.getBoundingClientRect()),
    target,
    isRightToLeft(container),
  );
}
