import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { type SelectQueryBuilder, sql } from "kysely";
import { optInt } from "./input";

/** A page window of a list endpoint. */
export interface Paging {
  limit: number;
  offset: number;
}

/** Paging from `limit` (default `size`: the contract's page size; at most 100) and `offset`. */
export function paging(src: Record<string, unknown>, size = PAGE_SIZE): Paging {
  const limit = Math.min(Math.max(optInt(src, "limit") ?? size, 1), 100);
  const offset = Math.max(optInt(src, "offset") ?? 0, 0);
  return { limit, offset };
}

/** Column name of the window count: not a name any list selects. */
const TOTAL = "__total_count";

/**
 * One page of a filtered query and the total count of the same filter. `base` holds only the tables and conditions
 * (no selection), so the count sees exactly the rows the page is cut from; `rows` adds the selection and the order.
 * The count rides on the page as a window (`count(*) over ()`): one query instead of two; only a page past the end
 * (no rows to carry it) asks for the count alone.
 */
export async function fetchPage<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Paging,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ rows: R[]; count: number }> {
  const list = (await rows(base)
    .select(sql<number>`count(*) over ()`.as(TOTAL))
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as (R & { [TOTAL]: number | string })[];
  const first = list[0];
  if (!first) {
    // The selection is generic here, so the count row is named explicitly.
    const total = await base
      .select(sql<number>`count(*)`.as("n"))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow();
    return { rows: [], count: Number(total.n) };
  }
  const count = Number(first[TOTAL]);
  for (const row of list) delete (row as Record<string, unknown>)[TOTAL];
  return { rows: list as R[], count };
}
