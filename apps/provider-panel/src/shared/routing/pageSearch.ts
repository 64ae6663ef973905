import { isPositiveInteger, searchParam } from "./searchParam";

const page = searchParam(isPositiveInteger, 1);

/** ?page=n for paged lists (1 when invalid; absent means the first page too). */
export const pageSearchSchema = (search: Record<string, unknown>): { page?: number } => ({
  page: page(search.page),
});
