import type { Hono } from "hono";
import type { Kysely } from "kysely";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import type { Database } from "../../db/schema";
import { notify } from "../../features/messages/notify";
import { displayName, nullIfEmpty } from "../../features/profile/serialize";
import { optBool, optInt, reqInt } from "../../http/input";
import { fetchPage, paging } from "../../http/paging";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { draftOf, elementsWithValues } from "../content/serialize";
import { validateFields } from "../content/validateFields";
import { json } from "../db";
import { badRequest, notFound, refusedContentFields, requireForm } from "../http";
import { elementsOf } from "../initial/elements";
import { FormId, Role } from "../initial/ids";
import { canTransition, LinkStatus } from "./transitions";

/** The `pic` file list as checked by the form (static field `pic`), or `fallback` when the form has none. */
function picsOf(values: Record<string, unknown>, fallback: string[]): string[] {
  const pic = values.pic;
  return Array.isArray(pic) ? pic.filter((p): p is string => typeof p === "string") : fallback;
}

/** Who calls: the active profile and the user acting as it. */
interface Caller {
  profileId: number;
  userId: number;
}

/**
 * The profiles whose legal profiles the caller sees and keeps: the active one and every profile its user owns. A legal
 * profile is the user's, not one profile's: with the legal profile itself (or another of the user's) active, the
 * list must not read as empty.
 */
async function legalOwners(db: Kysely<Database>, caller: Caller): Promise<number[]> {
  const owned = await db
    .selectFrom("profiles")
    .select("id")
    .where("owner_user_id", "=", caller.userId)
    .execute();
  return [...new Set([caller.profileId, ...owned.map((p) => p.id)])];
}

/** True when the caller sent the request: from its active profile, or a legal profile from any profile it owns. */
async function isRequester(
  db: Kysely<Database>,
  caller: Caller,
  row: { from_profile_id: number; person_kind_role_id: number },
): Promise<boolean> {
  if (row.from_profile_id === caller.profileId) return true;
  return (
    row.person_kind_role_id === Role.legal && (await legalOwners(db, caller)).includes(row.from_profile_id)
  );
}

async function ownRequest(db: Kysely<Database>, caller: Caller, id: number) {
  const row = await db
    .selectFrom("mk_link_requests")
    .selectAll()
    .where("id", "=", id)
    .where("status_id", "<>", LinkStatus.deleted)
    .executeTakeFirst();
  return row && (await isRequester(db, caller, row)) ? row : notFound(marketplaceMessages.linkNotFound);
}

const callerOf = (c: { var: { profile: { id: number }; user: { id: number } } }): Caller => ({
  profileId: c.var.profile.id,
  userId: c.var.user.id,
});

/** The form a role is linked with: legal profiles (5) use LEGAL_FORM, lawyers/agents (6) the add-agent form. */
function formForRole(role: number, formId: number | undefined) {
  if (role !== Role.legal && role !== Role.agent) badRequest(marketplaceMessages.linkRoleMismatch);
  const expected = role === Role.legal ? FormId.legal : FormId.addAgent;
  if (formId !== undefined && formId !== expected) {
    requireForm(formId);
    badRequest(marketplaceMessages.linkRoleMismatch);
  }
  return requireForm(expected);
}

/** Link requests: lawyers/agents (by mobile) and legal profiles (LEGAL_FORM). */
export function linkRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const auth = requireProfile(deps);
  const on = typedRoutes(app);

  on.get("/api/profile/link/request/get", auth, async (c, io) => {
    const query = io.query;
    const form = requireForm(reqInt(query, "form_id"));
    const id = optInt(query, "id");
    if (id === undefined) return io.ok({ fields: elementsWithValues(form.id, null), draft: null });
    const row = await ownRequest(deps.db, callerOf(c), id);
    if (row.form_id !== form.id) notFound(marketplaceMessages.linkNotFound);
    return io.ok({ fields: elementsWithValues(form.id, row.fields), draft: draftOf(row.draft_fields) });
  });

  on.post("/api/profile/link/request/connect", auth, async (c, io) => {
    const body = io.body;
    const role = body.person_kind_role_id;
    const form = formForRole(role, optInt(body, "form_id"));
    const check = validateFields(elementsOf(form.id), { ...body, person_kind_role_id: role });
    if (!check.ok) return refusedContentFields(check.errors);
    const me = c.var.profile;
    let toProfileId: number | null = null;
    const mobile = typeof body.mobile === "string" ? body.mobile : "";
    if (form.id === FormId.addAgent) {
      const user = await deps.db
        .selectFrom("users")
        .select("main_profile_id")
        .where("mobile", "=", mobile)
        .executeTakeFirst();
      toProfileId = user?.main_profile_id ?? null;
      if (toProfileId === me.id || mobile === c.var.user.mobile) badRequest(marketplaceMessages.linkSelf);
      const duplicate = await deps.db
        .selectFrom("mk_link_requests")
        .select("id")
        .where("from_profile_id", "=", me.id)
        .where("mobile", "=", mobile)
        .where("status_id", "in", [LinkStatus.waiting, LinkStatus.active])
        .executeTakeFirst();
      if (duplicate) badRequest(marketplaceMessages.linkDuplicate);
    }
    const now = nowSeconds(deps.clock);
    const pic = json(picsOf(check.values, []));
    const row = await deps.db
      .insertInto("mk_link_requests")
      .values({
        from_profile_id: me.id,
        to_profile_id: toProfileId,
        form_id: form.id,
        person_kind_role_id: role,
        label: String(body.label).trim(),
        mobile,
        pic,
        fields: json(check.values),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return io.ok(
      { id: row.id },
      role === Role.legal ? marketplaceMessages.legalCreated : marketplaceMessages.linkCreated,
    );
  });

  on.put("/api/profile/link/request/edit", auth, async (c, io) => {
    const body = io.body;
    const row = await ownRequest(deps.db, callerOf(c), reqInt(body, "id"));
    if (row.status_id === LinkStatus.rejected) badRequest(marketplaceMessages.linkClosed);
    const formId = optInt(body, "form_id");
    if (formId !== undefined && formId !== row.form_id) notFound(marketplaceMessages.linkNotFound);
    // The engine sends the form's static fields back; they may only repeat what the request was sent with.
    if (body.mobile !== undefined && body.mobile !== row.mobile)
      badRequest(marketplaceMessages.linkMobileFixed);
    const role = optInt(body, "person_kind_role_id");
    if (role !== undefined && role !== row.person_kind_role_id) badRequest(marketplaceMessages.linkRoleFixed);
    const submitted = {
      ...row.fields,
      ...body,
      mobile: row.mobile,
      person_kind_role_id: row.person_kind_role_id,
    };
    const check = validateFields(elementsOf(row.form_id), submitted);
    if (!check.ok) return refusedContentFields(check.errors);
    const now = nowSeconds(deps.clock);
    const label = String(body.label).trim();
    const pic = json(picsOf(check.values, row.pic));
    // An active legal profile stays as it is until the edit is reviewed: the edit is kept as a draft.
    const legalActive = row.form_id === FormId.legal && row.status_id === LinkStatus.active;
    await deps.db
      .updateTable("mk_link_requests")
      .set(
        legalActive
          ? { draft_fields: json(check.values), updated_at: now }
          : { label, pic, fields: json(check.values), updated_at: now },
      )
      .where("id", "=", row.id)
      .execute();
    return io.json(200, {
      message: legalActive ? marketplaceMessages.contentDraftSaved : marketplaceMessages.linkEdited,
    });
  });

  on.get("/api/profile/link/request/list", auth, async (c, io) => {
    const query = io.query;
    const incoming = optBool(query, "incoming") ?? false;
    const role = query.person_kind_role_id;
    const exclude = query.exclude_status_ids ?? [];
    const senders =
      !incoming && role === Role.legal ? await legalOwners(deps.db, callerOf(c)) : [c.var.profile.id];
    let base = deps.db
      .selectFrom("mk_link_requests as r")
      .innerJoin("profiles as p", "p.id", "r.from_profile_id")
      .leftJoin("users as u", "u.id", "p.owner_user_id")
      .where(
        incoming ? "r.to_profile_id" : "r.from_profile_id",
        "in",
        incoming ? [c.var.profile.id] : senders,
      );
    if (role !== undefined) base = base.where("r.person_kind_role_id", "=", role);
    if (exclude.length > 0) base = base.where("r.status_id", "not in", exclude);
    const page = await fetchPage(base, paging(query), (q) =>
      q
        .select(["r.id", "r.label", "r.mobile", "r.status_id", "r.form_id", "r.person_kind_role_id"])
        .select(["p.first_name", "p.last_name", "p.label as from_label", "u.mobile as from_mobile"])
        .orderBy("r.id", "desc"),
    );
    const data = page.rows.map((r) => ({
      id: r.id,
      // Incoming requests are labelled with who sent them; outgoing ones with what the requester typed.
      label: incoming
        ? displayName({ first_name: r.first_name, last_name: r.last_name, label: r.from_label })
        : r.label,
      mobile: nullIfEmpty(r.mobile),
      status_id: r.status_id,
      form_id: r.form_id,
      person_kind_role_id: r.person_kind_role_id,
      // Who is asking, for the recipient to recognise them (issue 26); outgoing rows carry the mobile above.
      ...(incoming ? { requester_mobile: nullIfEmpty(r.from_mobile ?? "") } : {}),
    }));
    return io.paged(data, page.count);
  });

  on.put("/api/profile/link/request/submit", auth, async (c, io) => {
    const body = io.body;
    const id = reqInt(body, "id");
    const target = body.status_id;
    const me = c.var.profile.id;
    const row = await deps.db
      .selectFrom("mk_link_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return notFound(marketplaceMessages.linkNotFound);
    const requester = await isRequester(deps.db, callerOf(c), row);
    if (row.to_profile_id !== me && !requester) return notFound(marketplaceMessages.linkNotFound);
    const actor = row.to_profile_id === me ? "recipient" : "requester";
    if (!canTransition(actor, row.status_id, target)) badRequest(marketplaceMessages.linkTransition);
    const now = nowSeconds(deps.clock);
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("mk_link_requests")
        .set({ status_id: target, updated_at: now })
        .where("id", "=", id)
        .execute();
      await syncProxyLink(trx, row, target);
      if (actor === "recipient" && target !== LinkStatus.active)
        await noticeToRequester(deps, trx, row, target);
    });
    const message =
      target === LinkStatus.active
        ? marketplaceMessages.linkAccepted
        : target === LinkStatus.rejected
          ? marketplaceMessages.linkRejected
          : marketplaceMessages.linkDeleted;
    return io.json(200, { message });
  });
}

/** Tells the requester that the lawyer rejected the request or removed the active link (issue 26). */
async function noticeToRequester(
  deps: Deps,
  trx: Kysely<Database>,
  row: { from_profile_id: number; to_profile_id: number | null; form_id: number; label: string },
  target: number,
): Promise<void> {
  if (row.form_id !== FormId.addAgent || row.to_profile_id === null) return;
  const lawyer = await trx
    .selectFrom("profiles")
    .selectAll()
    .where("id", "=", row.to_profile_id)
    .executeTakeFirst();
  const name = (lawyer && displayName(lawyer)) || marketplaceMessages.linkNoticeSubject;
  const text =
    target === LinkStatus.rejected
      ? marketplaceMessages.linkRejectedNotice(name, row.label)
      : marketplaceMessages.linkRemovedNotice(name, row.label);
  await notify(deps, trx, row.from_profile_id, marketplaceMessages.linkNoticeSubject, text);
}

/**
 * An accepted lawyer/agent request lets the lawyer's user act for the requester's profile (a proxy link,
 * profile_link_from = the requester's name); deleting an active request removes that access again.
 */
async function syncProxyLink(
  trx: Kysely<Database>,
  row: { from_profile_id: number; to_profile_id: number | null; form_id: number; status_id: number },
  target: number,
): Promise<void> {
  if (row.form_id !== FormId.addAgent || row.to_profile_id === null) return;
  const lawyer = await trx
    .selectFrom("profiles")
    .select("owner_user_id")
    .where("id", "=", row.to_profile_id)
    .executeTakeFirst();
  const requester = await trx
    .selectFrom("profiles")
    .selectAll()
    .where("id", "=", row.from_profile_id)
    .executeTakeFirst();
  if (!lawyer || !requester) return;
  if (target === LinkStatus.active) {
    await trx
      .insertInto("profile_links")
      .values({
        user_id: lawyer.owner_user_id,
        profile_id: requester.id,
        profile_link_from: displayName(requester) || "-",
      })
      .onConflict((oc) => oc.columns(["user_id", "profile_id"]).doNothing())
      .execute();
  } else if (row.status_id === LinkStatus.active && target === LinkStatus.deleted) {
    await trx
      .deleteFrom("profile_links")
      .where("user_id", "=", lawyer.owner_user_id)
      .where("profile_id", "=", requester.id)
      .where("profile_link_from", "<>", "")
      .execute();
  }
}
