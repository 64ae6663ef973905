import type { RequestsSearch } from "./requestsSearch";

/** The search after submitting a filter: the new filter, the filter screen closed, the page parameter cleared. */
export function applyFilter(
  search: RequestsSearch,
  filter: { ceremony: number[]; status: number | undefined },
): RequestsSearch {
  const { filterBox: _box, page: _page, ceremony: _c, status: _s, ...rest } = search;
  return {
    ...rest,
    ...(filter.ceremony.length ? { ceremony: filter.ceremony } : {}),
    ...(filter.status !== undefined ? { status: filter.status } : {}),
  };
}
