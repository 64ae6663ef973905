import { ContentStatus, type components } from "@ceremony/api-client/contract";
import type { Kysely } from "kysely";
import type { Database, Profile } from "../../db/schema";
import { displayName, nullIfEmpty } from "../../features/profile/serialize";
import { marketplaceMessages } from "../../messages";
import { notFound } from "../http";
import type { ItemContent, ItemRow } from "./serialize";

/** Form ids of the profile's approved contents: the services it receives requests for. */
export async function activeFormIds(db: Kysely<Database>, profileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("mk_contents")
    .select("form_id")
    .distinct()
    .where("profile_id", "=", profileId)
    .where("status_id", "=", ContentStatus.APPROVED)
    .execute();
  return rows.map((r) => r.form_id);
}

/** The profile's content for each form (approved first), as shown on its items. */
export async function contentsByForm(
  db: Kysely<Database>,
  profile: Profile,
): Promise<Map<number, ItemContent>> {
  const rows = await db
    .selectFrom("mk_contents")
    .select(["id", "form_id", "fields", "status_id"])
    .where("profile_id", "=", profile.id)
    .where("status_id", "<>", ContentStatus.DELETED)
    .orderBy("id")
    .execute();
  const map = new Map<number, ItemContent>();
  const name = displayName(profile);
  for (const row of rows) {
    if (map.has(row.form_id) && row.status_id !== ContentStatus.APPROVED) continue;
    map.set(row.form_id, {
      id: row.id,
      form_id: row.form_id,
      fields: row.fields,
      display_name: name,
      image_profile: nullIfEmpty(profile.pic),
      score: 4.6,
    });
  }
  return map;
}

/** This profile's offer status on an item, or null. */
export async function offerStatus(
  db: Kysely<Database>,
  itemId: number,
  profileId: number,
): Promise<components["schemas"]["AcceptedStatus"] | null> {
  const offer = await db
    .selectFrom("mk_item_offers")
    .select("status_id")
    .where("item_id", "=", itemId)
    .where("profile_id", "=", profileId)
    .executeTakeFirst();
  return offer?.status_id ?? null;
}

/** This profile's offer status on each of `itemIds` that it answered. */
export async function offersOn(
  db: Kysely<Database>,
  profileId: number,
  itemIds: readonly number[],
): Promise<Map<number, components["schemas"]["AcceptedStatus"]>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("mk_item_offers")
    .select(["item_id", "status_id"])
    .where("profile_id", "=", profileId)
    .where("item_id", "in", itemIds)
    .execute();
  return new Map(rows.map((r) => [r.item_id, r.status_id] as const));
}

/**
 * An item the profile may see: a public request of one of its active services, a private request addressed to it,
 * or one it already answered. Anything else is 404 (its existence is not revealed).
 */
export async function visibleItem(db: Kysely<Database>, profileId: number, itemId: number) {
  const row = await db.selectFrom("mk_service_items").selectAll().where("id", "=", itemId).executeTakeFirst();
  if (!row) return notFound(marketplaceMessages.itemNotFound);
  const offer = await offerStatus(db, itemId, profileId);
  const visible =
    offer !== null ||
    (row.is_private
      ? row.target_profile_id === profileId
      : (await activeFormIds(db, profileId)).includes(row.form_id));
  if (!visible) return notFound(marketplaceMessages.itemNotFound);
  return { row: row as ItemRow, offer };
}
