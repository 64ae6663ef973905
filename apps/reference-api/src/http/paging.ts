import type { Context } from "hono";
import { type SelectQueryBuilder, sql } from "kysely";
import type { AppEnv } from "../app/env";
import { optInt } from "./input";

/** A page window of a list endpoint. */
export interface Paging {
  limit: number;
  offset: number;
}

/** Paging from `limit` (default `size`, at most 100) and `offset`. */
export function paging(src: Record<string, unknown>, size = 10): Paging {
  const limit = Math.min(Math.max(optInt(src, "limit") ?? size, 1), 100);
  const offset = Math.max(optInt(src, "offset") ?? 0, 0);
  return { limit, offset };
}

/**
 * One page of a filtered query and the total count of the same filter, run together. `base` holds only the
 * tables and conditions (no selection), so the count sees exactly the rows the page is cut from; `rows` adds the
 * selection and the order.
 */
export async function fetchPage<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Paging,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ rows: R[]; count: number }> {
  const [list, total] = await Promise.all([
    rows(base).limit(page.limit).offset(page.offset).execute(),
    // The selection is generic here, so the count row is named explicitly.
    base.select(sql<number>`count(*)`.as("n")).$castTo<{ n: number }>().executeTakeFirstOrThrow(),
  ]);
  return { rows: list as R[], count: Number(total.n) };
}

/** `{ data: T[], count }`: the answer of every list endpoint. */
export function paged<T>(c: Context<AppEnv>, data: T[], count: number) {
  return c.json({ data, count });
}
