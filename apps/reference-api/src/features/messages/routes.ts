import { requireProfile } from "../../auth/requireProfile";
import type { Feature } from "../../context/feature";
import { invalidInput } from "../../http/input";
import { fetchPage, paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { messages } from "../../messages";

/** Notifications: pages of 10 (newest first), mark some or all as seen. */
export const messagesFeature: Feature = {
  name: "messages",
  routes(app, deps) {
    const on = typedRoutes(app);
    const { db } = deps;
    const auth = requireProfile(deps);

    on.get("/api/message/list", auth, async (c, io) => {
      const base = db.selectFrom("messages").where("profile_id", "=", c.var.profile.id);
      const page = await fetchPage(base, paging(io.query), (q) =>
        q
          .select(["id", "subject", "text", "seen", "created_at", "item_id", "item_form_id"])
          .orderBy("id", "desc"),
      );
      const data = page.rows.map(({ item_id, item_form_id, ...m }) => ({
        ...m,
        item: item_id !== null && item_form_id !== null ? { id: item_id, form_id: item_form_id } : null,
      }));
      return io.paged(data, page.count);
    });

    on.put("/api/message/set_seen", auth, async (c, io) => {
      const body = io.body;
      const raw = Array.isArray(body.ids) ? body.ids : [body.ids];
      const ids = raw.map((v) => (typeof v === "string" ? Number(v) : v));
      if (ids.length === 0 || ids.length > 100 || !ids.every((v): v is number => Number.isSafeInteger(v))) {
        invalidInput("ids", "integer[]");
      }
      await db
        .updateTable("messages")
        .set({ seen: true })
        .where("profile_id", "=", c.var.profile.id)
        .where("id", "in", ids)
        .execute();
      return io.message(messages.seenDone);
    });

    on.put("/api/message/set_seen_all", auth, async (c, io) => {
      await db
        .updateTable("messages")
        .set({ seen: true })
        .where("profile_id", "=", c.var.profile.id)
        .execute();
      return io.message(messages.seenDone);
    });
  },
};
