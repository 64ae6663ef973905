import type { Hono } from "hono";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import { optInt, reqInt } from "../../http/input";
import { fetchPage, paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { badRequest, forbidden } from "../http";
import type { CustomerSimulator } from "./customer";
import { visibleItem } from "./queries";
import { canChat } from "./rules";
import { replyJson } from "./serialize";

/** Chat on accepted items. */
export function chatRoutes(app: Hono<AppEnv>, deps: Deps, customer: CustomerSimulator): void {
  const auth = requireProfile(deps);
  const on = typedRoutes(app);

  on.get("/api/order/service/item/list_replies", auth, async (c, io) => {
    const query = io.query;
    const me = c.var.profile.id;
    const { row, offer } = await visibleItem(deps.db, me, reqInt(query, "item_id"));
    if (!canChat(offer)) forbidden(marketplaceMessages.chatNotAccepted);
    const after = optInt(query, "timestamp");
    let base = deps.db
      .selectFrom("mk_item_replies")
      .where("item_id", "=", row.id)
      .where("provider_profile_id", "=", me);
    if (after !== undefined) base = base.where("created_at", ">", after);
    const page = await fetchPage(base, paging(query), (q) =>
      q.selectAll().orderBy("created_at").orderBy("id"),
    );
    return io.paged(page.rows.map(replyJson), page.count);
  });

  on.put("/api/order/service/item/reply", auth, async (c, io) => {
    const body = io.body;
    const me = c.var.profile.id;
    const { row, offer } = await visibleItem(deps.db, me, reqInt(body, "item_id"));
    const message = typeof body.message === "string" ? body.message.trim() : "";
    if (message === "") badRequest(marketplaceMessages.chatEmpty);
    if (!canChat(offer)) forbidden(marketplaceMessages.chatNotAccepted);
    const reply = await deps.db
      .insertInto("mk_item_replies")
      .values({
        item_id: row.id,
        provider_profile_id: me,
        person_id: me,
        message,
        type: "text",
        created_at: nowSeconds(deps.clock),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    customer.afterReply(row, me);
    return io.ok(replyJson(reply), marketplaceMessages.chatSent);
  });
}
