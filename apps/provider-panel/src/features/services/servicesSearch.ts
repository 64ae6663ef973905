/**
 * `?open=3,7` of /panel/services: the categories shown open, so back from a service's flow (or a reload) finds the
 * list as it was left. Kept as the ids' text so the router writes it as it is read; `openCategories` reads it.
 */
export interface ServicesSearch {
  open?: string;
}

/** The route's `validateSearch` (in every screen's first download: kept small): a list of ids, else nothing. */
export function servicesSearch(search: Record<string, unknown>): ServicesSearch {
  const open = String(search.open ?? "");
  return /^\d{1,9}(,\d{1,9})*$/.test(open) ? { open } : {};
}
