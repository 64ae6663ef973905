/**
 * `?open=3,7` of /panel/services: the categories shown open, so back from a service's flow (or a reload) finds the
 * list as it was left. Kept as the ids' text so the router writes it as it is read.
 */
export interface ServicesSearch {
  open?: string;
}

/** The open categories' ids from the search (a single id may arrive as a number); anything else is dropped. */
export function openIds(search: ServicesSearch | Record<string, unknown>): Set<number> {
  const raw = search.open;
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  return new Set(
    text
      .split(",")
      .filter((part) => /^\d{1,9}$/.test(part))
      .map(Number),
  );
}

/** The search for a set of open categories: no `?open=` when none is open. */
export function openSearch(ids: ReadonlySet<number>): ServicesSearch {
  return ids.size > 0 ? { open: [...ids].join(",") } : {};
}

/** The route's `validateSearch`: `?open=` normalised, anything else dropped. */
export function servicesSearch(search: Record<string, unknown>): ServicesSearch {
  return openSearch(openIds(search));
}
