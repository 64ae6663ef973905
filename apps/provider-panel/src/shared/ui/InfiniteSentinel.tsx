import { useEffect, useRef } from "react";

/** The part of a TanStack infinite query the sentinel drives. */
export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll for every paged list: placed after the list, it fetches the next page (one at a time) when it
 * scrolls into view. Without IntersectionObserver the list keeps its "more" button.
 *
 * A component rather than a hook with a ref: it is watched whenever it mounts, even in a later pass than the answer
 * that made it (ItemList renders its cards deferred), and mounting it re-renders nothing else. A callback ref kept
 * in the list's state re-rendered the whole list (every card) synchronously right after the cards' commit.
 */
export function InfiniteSentinel({ source }: { source: InfiniteSource }) {
  const element = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = source;
  useEffect(() => {
    const target = element.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return <div ref={element} aria-hidden="true" />;
}
