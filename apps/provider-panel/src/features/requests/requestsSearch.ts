/** The search of /panel/requests and /panel/requests/privates (spec §2). */
export interface RequestsSearch {
  /** The service tab (a form id); the first approved service otherwise. */
  formId?: number;
  /** 1 opens the filter screen. */
  filterBox?: 1;
  /** Opens the detail overlay of this item. */
  detailId?: number;
  /** Ceremony filter: enumeration 6 ids. */
  ceremony?: number[];
  /** Status filter: one request status. */
  status?: number;
  /** A paged view's page; the lists scroll, but a submitted filter clears it (spec §2). */
  page?: number;
}

const positive = (v: unknown): v is number => Number.isInteger(v) && Number(v) >= 1;

/** `validateSearch` of both request routes: unknown or malformed values are dropped, never an error. */
export function parseRequestsSearch(raw: Record<string, unknown>): RequestsSearch {
  const out: RequestsSearch = {};
  const num = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v);
  const formId = num(raw.formId);
  if (positive(formId)) out.formId = formId;
  if (num(raw.filterBox) === 1) out.filterBox = 1;
  const detailId = num(raw.detailId);
  if (positive(detailId)) out.detailId = detailId;
  const ceremony = (
    Array.isArray(raw.ceremony) ? raw.ceremony : raw.ceremony === undefined ? [] : [raw.ceremony]
  )
    .map(num)
    .filter(positive);
  if (ceremony.length) out.ceremony = [...new Set(ceremony)].slice(0, 50);
  const status = num(raw.status);
  if (Number.isInteger(status) && Number(status) >= 0 && Number(status) <= 6) out.status = Number(status);
  const page = num(raw.page);
  if (positive(page)) out.page = page;
  return out;
}
