import * as v from "valibot";

/** ?page=n for paged lists (1 when absent or invalid). */
export const pageSearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});
