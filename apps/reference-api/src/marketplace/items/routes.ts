import { AcceptedStatus, RequestStatus } from "@ceremony/api-client/contract";
import type { Hono } from "hono";
import { sql } from "kysely";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import { optBool, reqInt } from "../../http/input";
import { fetchPage, paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { badRequest } from "../http";
import type { CustomerSimulator } from "./customer";
import { activeFormIds, contentsByForm, offersOn, visibleItem } from "./queries";
import { refusal } from "./rules";
import { itemJson } from "./serialize";

const REFUSALS = {
  closed: marketplaceMessages.itemClosed,
  alreadyReady: marketplaceMessages.itemAlreadyReady,
  publicReject: marketplaceMessages.itemPublicReject,
} as const;

/** Public and private requests, readiness, reject, and the readiness and accepted lists. */
export function itemRoutes(app: Hono<AppEnv>, deps: Deps, customer: CustomerSimulator): void {
  const auth = requireProfile(deps);
  const on = typedRoutes(app);

  on.get("/api/order/service/item/list", auth, async (c, io) => {
    const query = io.query;
    const formId = reqInt(query, "form_id");
    const me = c.var.profile;
    if (!(await activeFormIds(deps.db, me.id)).includes(formId)) return io.paged([], 0);
    const privateItems = optBool(query, "my_items") ?? false;
    const ceremonies = (Array.isArray(query.ceremony_ids) ? query.ceremony_ids : []).map(Number);
    const status = query.status_id;
    let base = deps.db
      .selectFrom("mk_service_items")
      .where("form_id", "=", formId)
      .where("is_private", "=", privateItems);
    if (privateItems) base = base.where("target_profile_id", "=", me.id);
    if (ceremonies.length > 0) {
      base = base.where(sql<number>`(properties->>'ceremony_id')::int`, "in", ceremonies);
    }
    if (status !== undefined) base = base.where("status_id", "=", status);
    const [page, contents] = await Promise.all([
      fetchPage(base, paging(query), (q) =>
        q.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
      ),
      contentsByForm(deps.db, me),
    ]);
    const offers = await offersOn(
      deps.db,
      me.id,
      page.rows.map((row) => row.id),
    );
    const data = page.rows.map((row) =>
      itemJson(row, row.status_id, offers.get(row.id) ?? null, contents.get(row.form_id) ?? null),
    );
    return io.paged(data, page.count);
  });

  on.get("/api/order/service/item/get", auth, async (c, io) => {
    const { row, offer } = await visibleItem(deps.db, c.var.profile.id, reqInt(io.query, "id"));
    const contents = await contentsByForm(deps.db, c.var.profile);
    // The item's own request status, with the provider's answer beside it (not in its place: two enumerations).
    return io.ok(itemJson(row, row.status_id, offer, contents.get(row.form_id) ?? null));
  });

  on.put("/api/order/service/item/readiness", auth, async (c, io) => {
    const me = c.var.profile.id;
    const { row, offer } = await visibleItem(deps.db, me, reqInt(io.body, "item_id"));
    const why = refusal("readiness", {
      isPrivate: row.is_private,
      statusId: row.status_id,
      offerStatus: offer,
    });
    if (why) badRequest(REFUSALS[why]);
    const now = nowSeconds(deps.clock);
    await deps.db
      .insertInto("mk_item_offers")
      .values({
        item_id: row.id,
        profile_id: me,
        status_id: AcceptedStatus.SEARCHING,
        created_at: now,
        updated_at: now,
      })
      .execute();
    customer.afterReadiness(row, me);
    return io.json(200, { message: marketplaceMessages.itemReady });
  });

  on.put("/api/order/service/item/reject", auth, async (c, io) => {
    const body = io.body;
    const me = c.var.profile.id;
    const { row, offer } = await visibleItem(deps.db, me, reqInt(body, "item_id"));
    if (row.order_id !== reqInt(body, "order_id")) badRequest(marketplaceMessages.itemOrderMismatch);
    const why = refusal("reject", { isPrivate: row.is_private, statusId: row.status_id, offerStatus: offer });
    if (why) badRequest(REFUSALS[why]);
    const now = nowSeconds(deps.clock);
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("mk_service_items")
        .set({ status_id: RequestStatus.REJECTED })
        .where("id", "=", row.id)
        .execute();
      await trx
        .insertInto("mk_item_offers")
        .values({
          item_id: row.id,
          profile_id: me,
          status_id: AcceptedStatus.REJECTED,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(["item_id", "profile_id"])
            .doUpdateSet({ status_id: AcceptedStatus.REJECTED, updated_at: now }),
        )
        .execute();
    });
    return io.json(200, { message: marketplaceMessages.itemRejected });
  });

  for (const [path, acceptedOnly] of [
    ["/api/order/service/item/readiness/list", false],
    ["/api/order/service/item/accepted/list", true],
  ] as const) {
    on.get(path, auth, async (c, io) => {
      const me = c.var.profile;
      let base = deps.db
        .selectFrom("mk_item_offers as o")
        .innerJoin("mk_service_items as i", "i.id", "o.item_id")
        .where("o.profile_id", "=", me.id);
      base = acceptedOnly
        ? base.where("o.status_id", "=", AcceptedStatus.ACCEPTED)
        : base.where("o.status_id", "<>", AcceptedStatus.REJECTED);
      const [page, contents] = await Promise.all([
        fetchPage(base, paging(io.query), (q) =>
          q
            .selectAll("i")
            .select("o.status_id as offer_status")
            .orderBy("o.updated_at", "desc")
            .orderBy("i.id", "desc"),
        ),
        contentsByForm(deps.db, me),
      ]);
      const data = page.rows.map((row) =>
        itemJson(row, row.offer_status, row.offer_status, contents.get(row.form_id) ?? null),
      );
      return io.paged(data, page.count);
    });
  }
}
