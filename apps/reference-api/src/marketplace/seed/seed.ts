import type { Kysely } from "kysely";
import type { Deps } from "../../context/deps";
import type { Database } from "../../db/schema";
import { nowSeconds } from "../../kernel/clock";
import { json } from "../db";
import { SEED_CONTENTS } from "./contents";
import { SEED_ATTACHMENT, SEED_CHATS, SEED_ELIGIBLE, SEED_ITEMS } from "./items";
import { SEED_LEGAL_FIELDS, SEED_LINKS } from "./links";

const DAY = 86400;

/** Seeds marketplace rows for the demo accounts so every marketplace screen has content (one transaction). */
export async function seedMarketplace(deps: Deps): Promise<void> {
  const now = nowSeconds(deps.clock);
  await deps.db.transaction().execute((trx) => seedRows(trx, now));
  // The seeded requests' attachment must open like any upload (GET /uploads/<path>).
  await deps.files.put(SEED_ATTACHMENT.path, { bytes: Buffer.from(SEED_ATTACHMENT.body) });
}

async function seedRows(trx: Kysely<Database>, now: number): Promise<void> {
  for (const [i, c] of SEED_CONTENTS.entries()) {
    await trx
      .insertInto("mk_contents")
      .values({
        id: c.id,
        profile_id: c.profile_id,
        form_id: c.form_id,
        status_id: c.status_id,
        fields: json(c.fields),
        draft_fields: c.draft_fields ? json(c.draft_fields) : null,
        service_price: c.service_price ? json(c.service_price) : null,
        timeline: c.timeline ? json(c.timeline) : null,
        location: c.location ? json(c.location) : null,
        created_at: now - (60 - i) * DAY,
        updated_at: now - (30 - i) * DAY,
      })
      .execute();
  }
  for (const link of SEED_LINKS) {
    const fields = SEED_LEGAL_FIELDS[link.id] ?? {
      label: link.label,
      mobile: link.mobile,
      person_kind_role_id: link.role,
    };
    await trx
      .insertInto("mk_link_requests")
      .values({
        id: link.id,
        from_profile_id: link.from,
        to_profile_id: link.to,
        form_id: link.form,
        person_kind_role_id: link.role,
        label: link.label,
        mobile: link.mobile,
        pic: json(Array.isArray(fields.pic) ? fields.pic : []),
        status_id: link.status,
        fields: json(fields),
        created_at: now - (20 - link.id) * DAY,
        updated_at: now - (10 - link.id) * DAY,
      })
      .execute();
  }
  for (const item of SEED_ITEMS) {
    const created = now - item.ago;
    await trx
      .insertInto("mk_service_items")
      .values({
        id: item.id,
        order_id: item.order_id,
        form_id: item.form_id,
        is_private: item.is_private,
        target_profile_id: item.target_profile_id,
        status_id: item.status_id,
        price: item.price,
        count: item.count,
        final_price: item.price * item.count,
        total: Math.round(item.price * item.count * 1.09),
        properties: json(item.properties),
        parent_form_data: json(item.parent_form_data),
        ignore_fields: json(item.ignore_fields),
        customer: json(item.customer),
        created_at: created,
      })
      .execute();
    for (const offer of item.offers) {
      await trx
        .insertInto("mk_item_offers")
        .values({
          item_id: item.id,
          profile_id: offer.profile_id,
          status_id: offer.status_id,
          created_at: created + 600,
          updated_at: created + 1200,
        })
        .execute();
    }
    const chat = SEED_CHATS[item.id] ?? [];
    const provider = item.offers[0]?.profile_id;
    if (provider === undefined) continue;
    for (const [i, [who, message]] of chat.entries()) {
      await trx
        .insertInto("mk_item_replies")
        .values({
          item_id: item.id,
          provider_profile_id: provider,
          person_id: who === "p" ? provider : item.customer.id,
          message,
          type: "text",
          created_at: created + 1800 + i * 900,
        })
        .execute();
    }
  }
  for (const [kind, codes] of Object.entries(SEED_ELIGIBLE)) {
    for (const national_code of codes)
      await trx.insertInto("mk_eligible_codes").values({ kind, national_code }).execute();
  }
}
