import { type components, ModuleId } from "@ceremony/api-client/contract";
import type { Hono } from "hono";
import { requireProfile } from "../../auth/requireProfile";
import type { Deps } from "../../context/deps";
import type { AppEnv } from "../../context/env";
import { optInt, reqInt } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { marketplaceMessages } from "../../messages";
import { json } from "../db";
import { badRequest, invalidFields, notFound, requireForm } from "../http";
import { FormId } from "../initial/ids";
import { LinkStatus } from "../links/transitions";
import { flowSteps, SERVICE_FORMS } from "./flow";
import {
  checkLocation,
  checkServicePrice,
  checkTimeline,
  type LocationModule,
  pricesForForm,
  type ServicePriceEntry,
  type Timeline,
} from "./moduleFields";
import { ownContent, progressOf, promoteIfComplete } from "./store";
import type { FieldError } from "./validateFields";

const EMPTY_TIMELINE: Timeline = { timetable: { active_all_time: false, periods: [] } };
const EMPTY_LOCATION: LocationModule = { enumerations: [], point: null, address_object: null };

type ModuleFieldsBody = components["schemas"]["ModuleFields"];

/** Module fields (price, timetable, location), the process flow and the eligibility check. */
export function moduleRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const auth = requireProfile(deps);
  const on = typedRoutes(app);

  on.get("/api/provider_content/get_module_fields", auth, async (c, io) => {
    const query = io.query;
    const form = requireForm(reqInt(query, "form_id"));
    const row = await ownContent(deps.db, c.var.profile.id, reqInt(query, "id"), form.id);
    const moduleId = reqInt(query, "module_id");
    if (moduleId === ModuleId.PRICE_SERVICE) {
      const stored = (row.service_price as { services: ServicePriceEntry[] } | null) ?? { services: [] };
      return io.ok({ module_fields: { service_price: stored } });
    }
    if (moduleId === ModuleId.TIMELINE) {
      return io.ok({ module_fields: { timeline: (row.timeline as Timeline | null) ?? EMPTY_TIMELINE } });
    }
    return io.ok({ module_fields: { location: (row.location as LocationModule | null) ?? EMPTY_LOCATION } });
  });

  on.put("/api/provider_content/edit_module_fields", auth, async (c, io) => {
    const body = io.body;
    const form = requireForm(reqInt(body, "form_id"));
    if (!SERVICE_FORMS.includes(form)) badRequest(marketplaceMessages.moduleWrongForm);
    const row = await ownContent(deps.db, c.var.profile.id, reqInt(body, "id"), form.id);
    const modules = body.module_fields as ModuleFieldsBody;
    const errors: FieldError[] = [
      ...(modules.service_price ? checkServicePrice(form, modules.service_price.services) : []),
      ...(modules.timeline ? checkTimeline(modules.timeline) : []),
      ...(modules.location ? checkLocation(form, modules.location) : []),
    ];
    if (errors.length > 0) invalidFields(errors);
    const now = nowSeconds(deps.clock);
    const set: { service_price?: string; timeline?: string; location?: string; updated_at: number } = {
      updated_at: now,
    };
    if (modules.service_price)
      set.service_price = json({ services: pricesForForm(form, modules.service_price.services) });
    if (modules.timeline) {
      const { active_all_time, periods } = modules.timeline.timetable;
      set.timeline = json({ timetable: { active_all_time, periods: active_all_time ? [] : periods } });
    }
    if (modules.location) {
      const { enumerations, point, address_object, delete_point } = modules.location;
      set.location = json({
        enumerations: [...new Set(enumerations)],
        point: point ?? null,
        address_object: delete_point ? null : (address_object ?? null),
      });
    }
    const updated = await deps.db
      .updateTable("mk_contents")
      .set(set)
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await promoteIfComplete(deps.db, updated, now);
    return io.json(200, { message: marketplaceMessages.moduleSaved });
  });

  on.get("/api/form_process_flow/list", auth, async (c, io) => {
    const query = io.query;
    const form = requireForm(reqInt(query, "form_id"));
    const id = optInt(query, "id");
    if (id === undefined) return io.ok(flowSteps(form, null));
    if (form.id === FormId.legal || form.id === FormId.addAgent) {
      const link = await deps.db
        .selectFrom("mk_link_requests")
        .select("id")
        .where("id", "=", id)
        // A legal profile is the user's (links/routes.ts): any profile the user owns may open its steps.
        .where((eb) =>
          form.id === FormId.legal
            ? eb.or([
                eb("from_profile_id", "=", c.var.profile.id),
                eb(
                  "from_profile_id",
                  "in",
                  eb.selectFrom("profiles").select("id").where("owner_user_id", "=", c.var.user.id),
                ),
              ])
            : eb("from_profile_id", "=", c.var.profile.id),
        )
        .where("form_id", "=", form.id)
        .where("status_id", "<>", LinkStatus.deleted)
        .executeTakeFirst();
      if (!link) notFound(marketplaceMessages.linkNotFound);
      const done = { form: true, legalForm: true, servicePrice: false, timeline: false, location: false };
      return io.ok(flowSteps(form, done));
    }
    const row = await ownContent(deps.db, c.var.profile.id, id, form.id);
    return io.ok(flowSteps(form, progressOf(row)));
  });

  on.get("/api/enum/national_code/exists", auth, async (_c, io) => {
    const query = io.query;
    const found = await deps.db
      .selectFrom("mk_eligible_codes")
      .select("national_code")
      .where("kind", "=", String(query.kind))
      .where("national_code", "=", String(query.national_code))
      .executeTakeFirst();
    return io.ok({ exists: found !== undefined });
  });
}
