import type { ServicesSearch } from "./servicesSearch";

/** The open categories' ids from the route's search. */
export function openIds(search: ServicesSearch): Set<number> {
  return new Set(search.open ? search.open.split(",").map(Number) : []);
}

/** The search for a set of open categories: no `?open=` when none is open. */
export function openSearch(ids: ReadonlySet<number>): ServicesSearch {
  return ids.size > 0 ? { open: [...ids].join(",") } : {};
}
