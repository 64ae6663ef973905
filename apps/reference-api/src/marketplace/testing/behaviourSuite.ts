import { beforeAll, describe, expect, it } from "vitest";
import { Ceremony } from "../initial/enumerations";
import { FormId } from "../initial/ids";
import { as, type Caller, dataOf, type Json, listOf, type MkServer } from "./mkServer";

/** Process flows, drafts and link-request transitions. */
export function behaviourSuite(server: () => MkServer): void {
  let mk: MkServer;
  beforeAll(() => {
    mk = server();
  });

  describe("process flow", () => {
    it("lists each content with the provider's own title, its saved steps and a pending change", async () => {
      const list = listOf(
        (await mk.call("GET", "/api/provider_content/sub_provider_all", { as: as.natural })).body,
      );
      const byId = new Map(list.map((c) => [c.id, c]));
      // مداحی: approved, every step saved, an edit awaiting review.
      expect(byId.get(11)).toMatchObject({
        title: "علی محمدی",
        progress: { done: 4, total: 4 },
        pending_change: true,
      });
      expect(byId.get(12)).toMatchObject({ progress: { done: 4, total: 4 }, pending_change: false });
      // The weekly plan: a draft with only its form saved.
      expect(byId.get(14)).toMatchObject({ progress: { done: 1, total: 4 }, pending_change: false });
    });

    it("marks steps active as they are saved and sends finished content to review", async () => {
      const steps = async (id?: number) =>
        listOf(
          (
            await mk.call("GET", "/api/form_process_flow/list", {
              as: as.legal,
              query: id ? { form_id: FormId.hall, id } : { form_id: FormId.hall },
            })
          ).body,
        ).map((s) => [s.kind, s.active]);
      expect(await steps()).toEqual([
        [0, false],
        [4, false],
        [3, false],
        [2, false],
        [1000, false],
      ]);
      const created = await mk.call("POST", "/api/provider_content/create", {
        as: as.legal,
        body: {
          form_id: FormId.hall,
          e50101_hall_name: "تالار بهار",
          e50103_capacity: "۲۵۰",
          e50104_place_kind: 801,
          e50105_ceremonies: [Ceremony.khatm],
          e50107_cover: "hall/bahar.jpg",
        },
      });
      expect(created.status).toBe(200);
      const id = (dataOf(created.body) as { id: number }).id;
      expect(await steps(id)).toEqual([
        [0, true],
        [4, false],
        [3, false],
        [2, false],
        [1000, false],
      ]);
      const save = (module_fields: Json) =>
        mk.call("PUT", "/api/provider_content/edit_module_fields", {
          as: as.legal,
          body: { id, form_id: FormId.hall, module_fields },
        });
      expect(
        (
          await save({
            service_price: {
              services: [{ service_id: Ceremony.khatm, maximum_price: 5e7, maximum_guest: 250 }],
            },
          })
        ).status,
      ).toBe(200);
      expect((await save({ timeline: { timetable: { active_all_time: true, periods: [] } } })).status).toBe(
        200,
      );
      expect((await steps(id)).map(([, active]) => active)).toEqual([true, true, true, false, false]);
      const statusOf = async () =>
        (
          listOf(
            (await mk.call("GET", "/api/provider_content/sub_provider_all", { as: as.legal })).body,
          ).find((c) => c.id === id)?.content as Json | undefined
        )?.status_id;
      expect(await statusOf()).toBe(4);
      const location = {
        enumerations: [1011, 2128],
        point: { type: "Point", coordinates: [59.6, 36.3] },
        address_object: null,
      };
      expect((await save({ location })).status).toBe(200);
      expect((await steps(id)).every(([, active]) => active)).toBe(true);
      expect(await statusOf()).toBe(0);
      const price = await mk.call("GET", "/api/provider_content/get_module_fields", {
        as: as.legal,
        query: { id, form_id: FormId.hall, module_id: 4 },
      });
      // a PLACE form keeps only the maximum_* fields
      expect(dataOf(price.body).module_fields).toEqual({
        service_price: { services: [{ service_id: Ceremony.khatm, maximum_price: 5e7, maximum_guest: 250 }] },
      });
      const capacity = await mk.call("GET", "/api/provider_content/get", {
        as: as.legal,
        query: { id, form_id: FormId.hall },
      });
      const field = (dataOf(capacity.body).fields as Json[]).find((f) => f.name === "capacity");
      expect(field?.value).toBe(250);
    });

    it("a refused create names each field by key in errors, a regex rule with its own message", async () => {
      const refused = await mk.call("POST", "/api/provider_content/create", {
        as: as.legal,
        body: {
          form_id: FormId.hall,
          e50101_hall_name: "ت".repeat(501),
          e50103_capacity: "۲۵۰",
          e50104_place_kind: 801,
          e50105_ceremonies: [Ceremony.khatm],
          e50106_landline: "12345",
          e50107_cover: "hall/bahar.jpg",
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { key: "e50101_hall_name", message: "نام تالار: حداکثر ۵۰۰ نویسه می‌تواند باشد." },
        { key: "e50106_landline", message: "تلفن ثابت: تلفن ثابت را با کد شهر و به صورت ۱۱ رقم وارد کنید." },
      ]);
      expect(refused.body.message).toBe("نام تالار: حداکثر ۵۰۰ نویسه می‌تواند باشد.");
    });

    it("a HOZE service finishes its price step with an empty list (the editor shows only the note)", async () => {
      const created = await mk.call("POST", "/api/provider_content/create", {
        as: as.natural,
        body: {
          form_id: FormId.weeklyPlan,
          e550101_plan_title: "جلسات تفسیر سوره یس",
          e550103_sessions_per_week: 2,
          e550104_audience: [701],
          e550105_start_date: 1_800_000_000,
          e550107_certified: 1,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = (dataOf(created.body) as { id: number }).id;
      const flow = async () =>
        listOf(
          (
            await mk.call("GET", "/api/form_process_flow/list", {
              as: as.natural,
              query: { form_id: FormId.weeklyPlan, id },
            })
          ).body,
        ).map((s) => [s.kind, s.active]);
      expect((await flow())[1]).toEqual([4, false]);
      const saved = await mk.call("PUT", "/api/provider_content/edit_module_fields", {
        as: as.natural,
        body: { id, form_id: FormId.weeklyPlan, module_fields: { service_price: { services: [] } } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await flow()).slice(0, 2)).toEqual([
        [0, true],
        [4, true],
      ]);
      const price = await mk.call("GET", "/api/provider_content/get_module_fields", {
        as: as.natural,
        query: { id, form_id: FormId.weeklyPlan, module_id: 4 },
      });
      expect(dataOf(price.body).module_fields).toEqual({ service_price: { services: [] } });
    });

    it("legal-profile flow is LEGAL_FORM then FINISH, active for an existing request", async () => {
      const r = await mk.call("GET", "/api/form_process_flow/list", {
        as: as.natural,
        query: { form_id: FormId.legal, id: 7 },
      });
      expect(listOf(r.body).map((s) => [s.kind, s.active])).toEqual([
        [5, true],
        [1000, true],
      ]);
      const other = await mk.call("GET", "/api/form_process_flow/list", {
        as: as.agent,
        query: { form_id: FormId.legal, id: 7 },
      });
      expect(other.status).toBe(404);
    });
  });

  describe("eligibility", () => {
    it("09120000001 passes the hejrat check of the long-term plan and fails the amin check of the lecture", async () => {
      const initial = await mk.call("GET", "/initailize_data");
      const checks = (dataOf(initial.body).constants as Json).eligibility_checks as {
        form_id: number;
        kind: string;
      }[];
      expect(new Set(checks.map((c) => c.kind))).toEqual(new Set(["hejrat", "amin"]));
      const profile = await mk.call("GET", "/api/profile/", { as: as.natural });
      const nationalCode = String((dataOf(profile.body).profile as Json).national_code);
      const exists = async (kind: string) =>
        dataOf(
          (
            await mk.call("GET", "/api/enum/national_code/exists", {
              as: as.natural,
              query: { national_code: nationalCode, kind },
            })
          ).body,
        ).exists;
      const byForm = Object.fromEntries(
        await Promise.all(checks.map(async (c) => [c.form_id, await exists(c.kind)])),
      );
      expect(byForm).toEqual({ [FormId.weeklyPlan]: true, [FormId.speech]: false });
    });
  });

  describe("drafts", () => {
    it("editing approved content keeps the published fields and returns the edit as draft", async () => {
      const body = {
        id: 12,
        form_id: FormId.rowzeh,
        e30201_stage_name: "سید علی محمدی",
        e30202_guest_gender: 703,
        e30203_license_expiry: 1_900_000_000,
        e30204_license_image: "rowzeh/new.jpg",
      };
      const edit = await mk.call("PUT", "/api/provider_content/edit", { as: as.natural, body });
      expect(edit.status).toBe(200);
      const got = dataOf(
        (
          await mk.call("GET", "/api/provider_content/get", {
            as: as.natural,
            query: { id: 12, form_id: FormId.rowzeh },
          })
        ).body,
      );
      expect((got.fields as Json[]).find((f) => f.name === "stage_name")?.value).toBe("علی محمدی");
      expect(((got.draft as Json).content as Json).fields).toMatchObject({
        e30201_stage_name: "سید علی محمدی",
      });
      const foreign = await mk.call("GET", "/api/provider_content/get", {
        as: as.agent,
        query: { id: 12, form_id: FormId.rowzeh },
      });
      expect(foreign.status).toBe(404);
    });
  });

  describe("link requests", () => {
    const submit = (caller: Caller, id: number, status_id: number) =>
      mk.statusOf("PUT", "/api/profile/link/request/submit", { as: caller, body: { id, status_id } });

    it("the legal profiles are the user's: listed and opened whichever of its profiles is active", async () => {
      const legalIds = async (caller: Caller) =>
        listOf(
          (
            await mk.call("GET", "/api/profile/link/request/list", {
              as: caller,
              query: { person_kind_role_id: 5, exclude_status_ids: [2, 3], limit: 50 },
            })
          ).body,
        ).map((r) => r.id);
      const underMain = await legalIds(as.natural);
      expect(underMain).toEqual([7, 6]);
      // With the legal profile itself active the page read "no legal profile yet".
      expect(await legalIds(as.naturalLegal)).toEqual(underMain);
      const opened = await mk.call("GET", "/api/profile/link/request/get", {
        as: as.naturalLegal,
        query: { id: 7, form_id: FormId.legal },
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const steps = await mk.call("GET", "/api/form_process_flow/list", {
        as: as.naturalLegal,
        query: { id: 7, form_id: FormId.legal },
      });
      expect(steps.status, JSON.stringify(steps.body)).toBe(200);
      // Another user's legal profiles stay out of sight, and the agent links stay per profile.
      expect(await legalIds(as.legal)).not.toContain(7);
      const agentLinks = await mk.call("GET", "/api/profile/link/request/list", {
        as: as.naturalLegal,
        query: { person_kind_role_id: 6, exclude_status_ids: [2, 3] },
      });
      expect(listOf(agentLinks.body)).toEqual([]);
      expect(await submit(as.legal, 7, 3)).toBe(404);
    });

    it("edits take back the static fields the engine sends, and a legal profile keeps every logo", async () => {
      const agent = await mk.call("PUT", "/api/profile/link/request/edit", {
        as: as.natural,
        body: {
          id: 3,
          label: "وکیل خانم احمدی",
          mobile: "09120000003",
          person_kind_role_id: 6,
          form_id: FormId.addAgent,
        },
      });
      expect(agent.status, JSON.stringify(agent.body)).toBe(200);
      const pics = ["legal/ansar-1.png", "legal/ansar-2.png"];
      const legal = await mk.call("PUT", "/api/profile/link/request/edit", {
        as: as.natural,
        body: { id: 7, label: "هیئت مذهبی انصار", pic: pics, person_kind_role_id: 5, form_id: FormId.legal },
      });
      expect(legal.status, JSON.stringify(legal.body)).toBe(200);
      const got = await mk.call("GET", "/api/profile/link/request/get", {
        as: as.natural,
        query: { id: 7, form_id: FormId.legal },
      });
      expect((dataOf(got.body).fields as Json[]).find((f) => f.name === "pic")?.value).toEqual(pics);
      const stored = await mk.server.deps.db
        .selectFrom("mk_link_requests")
        .select("pic")
        .where("id", "=", 7)
        .executeTakeFirstOrThrow();
      expect(stored.pic).toEqual(pics);
      const created = await mk.call("POST", "/api/profile/link/request/connect", {
        as: as.legal,
        body: {
          label: "موسسه فرهنگی رضوان",
          pic: pics,
          person_kind_role_id: 5,
          form_id: FormId.legal,
          e9004_national_id: "10320000003",
          e9005_registration_number: 9912,
          e9006_landline: "02166005678",
          e9007_sheba: "IR820540102680020817909002",
          e9010_manager_national_code: "0012345679",
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    });

    it("accepting an agent request lets the agent act for the requester; deleting it takes that away", async () => {
      const asCompany = { userId: 3, profileId: 201 };
      expect(await mk.statusOf("GET", "/api/provider_content/sub_provider_all", { as: asCompany })).toBe(403);
      const incoming = await mk.call("GET", "/api/profile/link/request/list", {
        as: as.agent,
        query: { incoming: true, exclude_status_ids: [2, 3] },
      });
      expect(listOf(incoming.body).map((r) => r.id)).toEqual([3, 2]);
      expect(listOf(incoming.body)[1]?.label).toBe("شرکت تالار پذیرایی رضوان");
      expect(await submit(as.agent, 2, 1)).toBe(200);
      expect(await mk.statusOf("GET", "/api/provider_content/sub_provider_all", { as: asCompany })).toBe(200);
      const companyNotices = async () =>
        listOf((await mk.call("GET", "/api/message/list", { as: as.legal, query: { limit: 50 } })).body).map(
          (n) => String(n.text),
        );
      const before = (await companyNotices()).length;
      expect(await submit(as.agent, 2, 3)).toBe(200);
      expect(await mk.statusOf("GET", "/api/provider_content/sub_provider_all", { as: asCompany })).toBe(403);
      // The requester is told the lawyer removed the link.
      const after = await companyNotices();
      expect(after.length).toBe(before + 1);
      expect(after.some((text) => /اتصال .* را حذف کرد/.test(text))).toBe(true);
    });

    it("the recipient rejects a waiting request; the requester deletes; the lists filter by status and role", async () => {
      const incoming = await mk.call("GET", "/api/profile/link/request/list", {
        as: as.agent,
        query: { incoming: true, exclude_status_ids: [2, 3] },
      });
      // The recipient sees who asks: the requester's own mobile (its own is in `mobile`).
      expect(listOf(incoming.body).find((r) => r.id === 3)?.requester_mobile).toBe("09120000001");
      const notices = async () =>
        listOf(
          (await mk.call("GET", "/api/message/list", { as: as.natural, query: { limit: 50 } })).body,
        ).map((n) => String(n.text));
      const before = await notices();
      expect(await submit(as.agent, 3, 2)).toBe(200);
      // The requester is told the request was rejected.
      const after = await notices();
      expect(after.length).toBe(before.length + 1);
      expect(after.some((text) => /رد کرد/.test(text))).toBe(true);
      expect(await submit(as.natural, 3, 3)).toBe(200);
      const outgoing = await mk.call("GET", "/api/profile/link/request/list", {
        as: as.natural,
        query: { incoming: false, person_kind_role_id: 6, exclude_status_ids: [2, 3] },
      });
      expect(listOf(outgoing.body)).toEqual([]);
      const legal = await mk.call("GET", "/api/profile/link/request/list", {
        as: as.natural,
        query: { person_kind_role_id: 5, limit: 50 },
      });
      expect(listOf(legal.body).map((r) => [r.id, r.status_id])).toEqual([
        [7, 0],
        [6, 1],
      ]);
      expect(legal.body.count).toBe(2);
    });
  });
}
