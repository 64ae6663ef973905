import { type RefObject, useEffect, useRef } from "react";

/** The part of a TanStack infinite query the hook drives. */
export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll for every paged list: returns a ref for a sentinel placed after the list; when it scrolls into
 * view the next page is fetched (one at a time). Without IntersectionObserver the list keeps its "more" button.
 */
export function useInfiniteList<T extends HTMLElement = HTMLDivElement>(
  source: InfiniteSource,
): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = source;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
