import { useEffect, useState } from "react";

/** The part of a TanStack infinite query the hook drives. */
export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll for every paged list: returns a ref for a sentinel placed after the list; when it scrolls into
 * view the next page is fetched (one at a time). Without IntersectionObserver the list keeps its "more" button.
 * The ref is a callback that keeps the element in state, so the sentinel is watched whenever it mounts: a list may
 * render it later than the answer that made it (ItemList renders its cards in a deferred pass).
 */
export function useInfiniteList<T extends HTMLElement = HTMLDivElement>(
  source: InfiniteSource,
): (element: T | null) => void {
  const [sentinel, setSentinel] = useState<T | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = source;
  useEffect(() => {
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return setSentinel;
}
