import { toPersianDigits } from "@ceremony/persian-text";
import type { Hono } from "hono";
import { sql } from "kysely";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import { reqInt } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { json } from "../db";
import { badRequest, invalidFields, notFound } from "../http";
import { checkAddress, MAX_SAVED_ADDRESSES } from "./rules";
import { type AddressRow, serializeAddress } from "./serialize";

/** Saved addresses of the active profile (Profile-Id): list (newest first), create, delete. */
export function addressRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const auth = requireProfile(deps);
  const on = typedRoutes(app);

  on.get("/api/profile/address/list", auth, async (c, io) => {
    const rows = await deps.db
      .selectFrom("mk_saved_addresses")
      .selectAll()
      .where("profile_id", "=", c.var.profile.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return io.ok(rows.map(serializeAddress));
  });

  on.post("/api/profile/address/create", auth, async (c, io) => {
    const check = checkAddress(io.body);
    if (!check.ok) return invalidFields(check.errors);
    const profileId = c.var.profile.id;
    const now = nowSeconds(deps.clock);
    const row: AddressRow = await deps.db.transaction().execute(async (trx) => {
      // Serialises creates of one profile, so two at once cannot both pass the cap.
      await sql`SELECT id FROM profiles WHERE id = ${profileId} FOR UPDATE`.execute(trx);
      const { count } = await trx
        .selectFrom("mk_saved_addresses")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("profile_id", "=", profileId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SAVED_ADDRESSES)
        badRequest(marketplaceMessages.addressLimit(toPersianDigits(String(MAX_SAVED_ADDRESSES))));
      const { meta_data, ...value } = check.value;
      return trx
        .insertInto("mk_saved_addresses")
        .values({
          ...value,
          profile_id: profileId,
          meta_data: meta_data === null ? null : json(meta_data),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return io.ok(serializeAddress(row), marketplaceMessages.addressSaved);
  });

  on.put("/api/profile/address/delete", auth, async (c, io) => {
    const body = io.body;
    const deleted = await deps.db
      .deleteFrom("mk_saved_addresses")
      .where("id", "=", reqInt(body, "id"))
      .where("profile_id", "=", c.var.profile.id)
      .returning("id")
      .executeTakeFirst();
    if (!deleted) notFound(marketplaceMessages.addressNotFound);
    return io.json(200, { message: marketplaceMessages.addressDeleted });
  });
}
