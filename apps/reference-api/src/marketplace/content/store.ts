import { ContentStatus } from "@ceremony/api-client/contract";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema";
import { marketplaceMessages } from "../../messages";
import type { MkContentsTable } from "../db";
import { notFound } from "../http";
import { formById } from "../initial/forms";
import { type FlowProgress, flowComplete } from "./flow";

/** A content row. */
export type ContentRow = Selectable<MkContentsTable>;

/** The active profile's content, or 404 (also for deleted content and another form's id). */
export async function ownContent(
  db: Kysely<Database>,
  profileId: number,
  id: number,
  formId?: number,
): Promise<ContentRow> {
  let query = db
    .selectFrom("mk_contents")
    .selectAll()
    .where("id", "=", id)
    .where("profile_id", "=", profileId);
  if (formId !== undefined) query = query.where("form_id", "=", formId);
  const row = await query.where("status_id", "<>", ContentStatus.DELETED).executeTakeFirst();
  return row ?? notFound(marketplaceMessages.contentNotFound);
}

/** Which steps of the service flow a content has saved. */
export function progressOf(row: ContentRow): FlowProgress {
  return {
    form: true,
    legalForm: false,
    servicePrice: row.service_price !== null,
    timeline: row.timeline !== null,
    location: row.location !== null,
  };
}

/** A draft content whose every step is saved goes to waiting (admin review); returns the new status. */
export async function promoteIfComplete(db: Kysely<Database>, row: ContentRow, now: number): Promise<number> {
  const form = formById(row.form_id);
  if (row.status_id !== ContentStatus.DRAFT || !form || !flowComplete(form, progressOf(row)))
    return row.status_id;
  await db
    .updateTable("mk_contents")
    .set({ status_id: ContentStatus.WAITING, updated_at: now })
    .where("id", "=", row.id)
    .execute();
  return ContentStatus.WAITING;
}
