import { requireProfile } from "../../auth/requireProfile";
import type { Feature } from "../../context/feature";
import { invalidInput } from "../../http/input";
import { paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { messages } from "../../messages";
import { messagePage } from "./listQuery";

/** Notifications: pages of 10 (newest first), mark some or all as seen. */
export const messagesFeature: Feature = {
  name: "messages",
  routes(app, deps) {
    const on = typedRoutes(app);
    const { db } = deps;
    const auth = requireProfile(deps);

    on.get("/api/message/list", auth, async (c, io) => {
      const page = await messagePage(deps, c.var.profile.id, paging(io.query));
      return io.paged(page.rows, page.count);
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
