import { ContentStatus } from "@ceremony/api-client/contract";
import type { Hono } from "hono";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import { ErrorCode, httpError } from "../../http/errors";
import { optInt, reqInt } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { json } from "../db";
import { badRequest, refusedContentFields, requireForm } from "../http";
import { elementsOf } from "../initial/elements";
import { formById } from "../initial/forms";
import { SERVICE_FORMS } from "./flow";
import { listedContent } from "./listing";
import { draftOf, elementsWithValues } from "./serialize";
import { ownContent } from "./store";
import { validateFields } from "./validateFields";

/**
 * Provider content: my services, the dynamic form (get/create/edit with drafts). `shebaRequired` is the general key
 * sheba_is_required: a profile without a sheba may not create a service (the panel's services rule, section 2).
 */
export function contentRoutes(app: Hono<AppEnv>, deps: Deps, shebaRequired: boolean): void {
  const auth = requireProfile(deps);
  const on = typedRoutes(app);

  on.get("/api/provider_content/sub_provider_all", auth, async (c, io) => {
    const rows = await deps.db
      .selectFrom("mk_contents")
      .selectAll()
      .where("profile_id", "=", c.var.profile.id)
      .where("status_id", "<>", ContentStatus.DELETED)
      .orderBy("id")
      .execute();
    const data = rows.flatMap((row) => {
      const form = formById(row.form_id);
      return form ? [listedContent(form, row)] : [];
    });
    return io.ok(data);
  });

  on.get("/api/provider_content/get", auth, async (c, io) => {
    const query = io.query;
    const form = requireForm(reqInt(query, "form_id"));
    const id = optInt(query, "id");
    if (id === undefined) return io.ok({ fields: elementsWithValues(form.id, null), draft: null });
    const row = await ownContent(deps.db, c.var.profile.id, id, form.id);
    return io.ok({ fields: elementsWithValues(form.id, row.fields), draft: draftOf(row.draft_fields) });
  });

  on.post("/api/provider_content/create", auth, async (c, io) => {
    const body = io.body;
    const form = requireForm(reqInt(body, "form_id"));
    if (!SERVICE_FORMS.includes(form)) badRequest(marketplaceMessages.formNotService);
    if (shebaRequired && !c.var.profile.shaba)
      throw httpError(403, marketplaceMessages.shebaRequired, ErrorCode.shebaRequired);
    const check = validateFields(elementsOf(form.id), body, nowSeconds(deps.clock));
    if (!check.ok) return refusedContentFields(check.errors);
    const now = nowSeconds(deps.clock);
    const row = await deps.db
      .insertInto("mk_contents")
      .values({
        profile_id: c.var.profile.id,
        form_id: form.id,
        status_id: ContentStatus.DRAFT,
        fields: json(check.values),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return io.ok({ id: row.id }, marketplaceMessages.contentCreated);
  });

  on.put("/api/provider_content/edit", auth, async (c, io) => {
    const body = io.body;
    const form = requireForm(reqInt(body, "form_id"));
    const row = await ownContent(deps.db, c.var.profile.id, reqInt(body, "id"), form.id);
    const check = validateFields(elementsOf(form.id), body, nowSeconds(deps.clock));
    if (!check.ok) return refusedContentFields(check.errors);
    const now = nowSeconds(deps.clock);
    // Approved content stays published; the edit waits for admin review as a draft (spec: draft.content.fields).
    if (row.status_id === ContentStatus.APPROVED) {
      await deps.db
        .updateTable("mk_contents")
        .set({ draft_fields: json(check.values), updated_at: now })
        .where("id", "=", row.id)
        .execute();
      return io.json(200, { message: marketplaceMessages.contentDraftSaved });
    }
    const status = row.status_id === ContentStatus.REJECTED ? ContentStatus.WAITING : row.status_id;
    await deps.db
      .updateTable("mk_contents")
      .set({ fields: json(check.values), status_id: status, updated_at: now })
      .where("id", "=", row.id)
      .execute();
    return io.json(200, { message: marketplaceMessages.contentEdited });
  });
}
