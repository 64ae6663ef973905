import { type Kysely, sql } from "kysely";
import type { RunPrepared } from "../../db/connect";
import { queryTemplate } from "../../db/queryTemplate";
import type { Database } from "../../db/schema";
import type { Paging } from "../../http/paging";

const TOTAL = "__total_count";

function templatesFor(db: Kysely<Database>) {
  const own = (slot: (name: "profileId") => string) =>
    db.selectFrom("messages").where("profile_id", "=", slot("profileId") as unknown as number);
  return {
    // The count rides on the page as a window, as fetchPage does; only a page past the end asks for it alone.
    page: queryTemplate<"profileId" | "limit" | "offset", PageRow>((slot) =>
      own(slot)
        .select(["id", "subject", "text", "seen", "created_at", "item_id", "item_form_id"])
        .select(sql<number | string>`count(*) over ()`.as(TOTAL))
        .orderBy("id", "desc")
        .limit(slot("limit") as unknown as number)
        .offset(slot("offset") as unknown as number),
    ),
    count: queryTemplate<"profileId", { n: number | string }>((slot) =>
      own(slot).select(sql<number | string>`count(*)`.as("n")),
    ),
  };
}

interface PageRow {
  id: number;
  subject: string;
  text: string;
  seen: boolean;
  created_at: number;
  item_id: number | null;
  item_form_id: number | null;
  [TOTAL]: number | string;
}

const templates = new WeakMap<Kysely<Database>, ReturnType<typeof templatesFor>>();

/** One page of a profile's notifications (newest first) and their total: the panel polls this list. */
export async function messagePage(
  deps: { db: Kysely<Database>; runPrepared: RunPrepared },
  profileId: number,
  page: Paging,
) {
  let t = templates.get(deps.db);
  if (!t) {
    t = templatesFor(deps.db);
    templates.set(deps.db, t);
  }
  // Compiled once and prepared per connection: building the query cost more CPU than the database spent on it.
  const list = await deps.runPrepared(t.page({ profileId, limit: page.limit, offset: page.offset }));
  const first = list[0];
  if (!first) {
    const [total] = await deps.runPrepared(t.count({ profileId }));
    return { rows: [], count: Number(total?.n ?? 0) };
  }
  const rows = list.map((m) => ({
    id: m.id,
    subject: m.subject,
    text: m.text,
    seen: m.seen,
    created_at: m.created_at,
    item: m.item_id !== null && m.item_form_id !== null ? { id: m.item_id, form_id: m.item_form_id } : null,
  }));
  return { rows, count: Number(first[TOTAL]) };
}
