import { beforeAll, describe, expect, it } from "vitest";
import { Ceremony } from "../initial/enumerations";
import { FormId } from "../initial/ids";
import { as, type Caller, type MkServer } from "./mkServer";

/**
 * Bad input to every write operation: 400, a Persian message, the documented error shape and no change.
 * It changes nothing, so it runs first on the server it shares with the other suites.
 */
export function negativeSuite(server: () => MkServer): void {
  let mk: MkServer;
  beforeAll(() => {
    mk = server();
  });

  /** Sends a bad write and checks: 400, a Persian message, the documented error shape, and no change. */
  async function rejects(operationId: string, caller: Caller, body: unknown, expected?: RegExp) {
    const { method, path } = mk.server.contract.operation(operationId);
    await mk.authorize(caller);
    const before = await mk.snapshot();
    const answer = await mk.call(method, path, { as: caller, body });
    expect(answer.status, `${operationId} ${JSON.stringify(answer.body)}`).toBe(400);
    mk.expectContract(operationId, answer);
    expect(String(answer.body.message)).toMatch(/[\u0600-\u06FF]/);
    if (expected) expect(String(answer.body.message)).toMatch(expected);
    expect(await mk.snapshot()).toBe(before);
  }

  it("createProviderContent: a profile without a sheba is refused with 403, the services rule's message and no change", async () => {
    const { method, path } = mk.server.contract.operation("createProviderContent");
    await mk.authorize(as.naturalLegal);
    const before = await mk.snapshot();
    const answer = await mk.call(method, path, {
      as: as.naturalLegal,
      body: { form_id: FormId.speech, e30301_speaker_name: "حسن رضایی", e30302_topics: "اخلاق" },
    });
    expect(answer.status).toBe(403);
    mk.expectContract("createProviderContent", answer);
    expect(answer.body).toMatchObject({
      message: "برای ایجاد خدمت جدید، ثبت شماره شبا الزامی است",
      code: 1022,
    });
    expect(await mk.snapshot()).toBe(before);
  });

  describe("bad input to every write operation is refused with 400, a Persian message and no change", () => {
    it("createProviderContent: missing required field, regex mismatch, unknown key, non-service form", async () => {
      await rejects(
        "createProviderContent",
        as.natural,
        { form_id: FormId.speech, e30302_topics: "اخلاق" },
        /نام سخنران: پر کردن این فیلد الزامی می باشد/,
      );
      await rejects(
        "createProviderContent",
        as.natural,
        { form_id: FormId.speech, e30301_speaker_name: "Ali 123", e30302_topics: "اخلاق" },
        /نام سخنران: فقط حروف فارسی وارد کنید./,
      );
      await rejects("createProviderContent", as.natural, {
        form_id: FormId.speech,
        speaker: "x",
      });
      await rejects("createProviderContent", as.natural, { form_id: FormId.legal, label: "x" });
      await rejects("createProviderContent", as.natural, {
        form_id: FormId.hall,
        e50101_hall_name: "تالار نمونه",
        e50103_capacity: 100,
        e50104_place_kind: 999,
        e50105_ceremonies: [Ceremony.khatm],
        e50107_cover: "hall/a.jpg",
      });
    });

    it("editProviderContent: vendor-dependent and list values are checked", async () => {
      await rejects("editProviderContent", as.natural, {
        id: 11,
        form_id: FormId.madahi,
        e30101_stage_name: "علی محمدی",
        e30103_guest_gender: 701,
        e30104_styles: ["9"],
      });
      await rejects("editProviderContent", as.natural, {
        id: 11,
        form_id: FormId.madahi,
        e30101_stage_name: "",
        e30103_guest_gender: 701,
      });
    });

    it("editProviderContent: a start of activity after today, a plan ending before it starts (issue 26 items 17, 23)", async () => {
      const inAYear = Math.floor(Date.now() / 1000) + 365 * 86_400;
      await rejects(
        "editProviderContent",
        as.natural,
        {
          id: 11,
          form_id: FormId.madahi,
          e30101_stage_name: "علی محمدی",
          e30103_guest_gender: 701,
          e30105_start_date: inAYear,
        },
        /تاریخ شروع فعالیت: تاریخ نمی‌تواند بعد از امروز باشد/,
      );
      await rejects(
        "editProviderContent",
        as.natural,
        {
          id: 14,
          form_id: FormId.weeklyPlan,
          e550101_plan_title: "جلسات هفتگی تفسیر قرآن",
          e550103_sessions_per_week: 2,
          e550104_audience: [701],
          e550105_start_date: inAYear,
          e550106_end_date: inAYear - 30 * 86_400,
          e550107_certified: 1,
        },
        /تاریخ پایان طرح: باید بعد از «تاریخ شروع طرح» باشد/,
      );
    });

    it("editModuleFields: timetable order, location tree, retired ceremony, too-large price", async () => {
      const base = { id: 11, form_id: FormId.madahi };
      await rejects(
        "editModuleFields",
        as.natural,
        {
          ...base,
          module_fields: {
            timeline: {
              timetable: { active_all_time: false, periods: [{ day: 1, from: "20:00", to: "18:00" }] },
            },
          },
        },
        /ساعت پایان باید بعد از ساعت شروع باشد/,
      );
      await rejects(
        "editModuleFields",
        as.natural,
        {
          ...base,
          module_fields: {
            location: { enumerations: [1011], point: { type: "Point", coordinates: [59.6, 36.3] } },
          },
        },
        /خراسان رضوی/,
      );
      await rejects(
        "editModuleFields",
        as.natural,
        { ...base, module_fields: { location: { enumerations: [1011, 2128], delete_point: true } } },
        /هیچ موقعیتی روی نقشه انتخاب نشده است/,
      );
      await rejects(
        "editModuleFields",
        as.natural,
        { ...base, module_fields: { location: { enumerations: [1011, 2128], point: null } } },
        /هیچ موقعیتی روی نقشه انتخاب نشده است/,
      );
      await rejects("editModuleFields", as.natural, {
        ...base,
        module_fields: { service_price: { services: [{ service_id: Ceremony.retired, minimum_price: 1 }] } },
      });
      await rejects("editModuleFields", as.natural, {
        ...base,
        module_fields: {
          service_price: { services: [{ service_id: Ceremony.khatm, minimum_price: 1_000_000_000 }] },
        },
      });
      // issue 26 item 5: a negative or fractional amount is refused with its own Persian reason
      await rejects(
        "editModuleFields",
        as.natural,
        {
          ...base,
          module_fields: {
            service_price: { services: [{ service_id: Ceremony.khatm, minimum_price: -500 }] },
          },
        },
        /قیمت و تعداد مهمان نمی‌تواند منفی باشد/,
      );
      await rejects(
        "editModuleFields",
        as.natural,
        {
          ...base,
          module_fields: {
            service_price: { services: [{ service_id: Ceremony.khatm, minimum_price: 2000000.5 }] },
          },
        },
        /قیمت و تعداد مهمان باید عدد صحیح و بدون اعشار باشد/,
      );
      await rejects(
        "editModuleFields",
        as.legal,
        {
          id: 21,
          form_id: FormId.hall,
          module_fields: {
            location: {
              enumerations: [1011, 2128, 2130],
              point: { type: "Point", coordinates: [59.6, 36.3] },
            },
          },
        },
        /بیش از یک شهر/,
      );
    });

    it("connectLinkRequest: bad mobile, missing legal fields, linking to oneself, a duplicate", async () => {
      await rejects(
        "connectLinkRequest",
        as.natural,
        { label: "موسسه", person_kind_role_id: 5, form_id: FormId.legal },
        /شناسه ملی/,
      );
      for (const body of [
        { label: "وکیل", mobile: "0912", person_kind_role_id: 6 },
        { label: "خودم", mobile: "09120000001", person_kind_role_id: 6 },
        { label: "مریم", mobile: "09120000003", person_kind_role_id: 6 },
        { label: "وکیل", mobile: "09121234567", person_kind_role_id: 4 },
        { label: "موسسه", mobile: "09121234567", person_kind_role_id: 6, form_id: FormId.legal },
      ]) {
        await rejects("connectLinkRequest", as.natural, body);
      }
    });

    it("editLinkRequest: empty label, bad sheba on a legal profile, a rejected request", async () => {
      await rejects("editLinkRequest", as.natural, { id: 7, label: "" });
      await rejects(
        "editLinkRequest",
        as.natural,
        { id: 7, label: "هیئت انصار", e9007_sheba: "IR12" },
        /شماره شبا/,
      );
      await rejects("editLinkRequest", as.natural, { id: 4, label: "محمد کاظمی" });
      await rejects(
        "editLinkRequest",
        as.natural,
        { id: 3, label: "وکیل", mobile: "09120000009", person_kind_role_id: 6 },
        /شماره موبایل درخواست اتصال قابل تغییر نیست/,
      );
      await rejects(
        "editLinkRequest",
        as.natural,
        { id: 7, label: "هیئت انصار", person_kind_role_id: 6 },
        /نوع شخص درخواست اتصال قابل تغییر نیست/,
      );
      await rejects("editLinkRequest", as.natural, { id: 7, label: "هیئت انصار", mobile: "09120000001" });
    });

    it("submitLinkRequest: transitions the spec does not allow", async () => {
      // the requester cannot accept its own request; the recipient cannot delete a waiting one or re-accept an active one
      await rejects("submitLinkRequest", as.natural, { id: 3, status_id: 1 }, /مجاز نیست/);
      await rejects("submitLinkRequest", as.agent, { id: 3, status_id: 3 });
      await rejects("submitLinkRequest", as.natural, { id: 1, status_id: 1 });
      await rejects("submitLinkRequest", as.natural, { id: 3, status_id: 7 });
    });

    it("declareReadiness and rejectServiceItem: closed items, twice, public reject, wrong order", async () => {
      await rejects("declareReadiness", as.natural, { item_id: 105 }, /دیگر قابل پذیرش نیست/);
      await rejects("declareReadiness", as.natural, { item_id: 140 }, /قبلا اعلام آمادگی/);
      await rejects("declareReadiness", as.natural, {
        item_id: "x",
      });
      await rejects("rejectServiceItem", as.natural, { item_id: 100, order_id: 1200 }, /فقط قابل پذیرش/);
      await rejects("rejectServiceItem", as.natural, {
        item_id: 130,
        order_id: 9999,
      });
    });

    it("createSavedAddress and deleteSavedAddress: blank name, long number or unit, bad postal code or point", async () => {
      const picked = {
        name: "خانه",
        address: "مشهد، خیابان امام رضا",
        number: 14,
        coordinates: [59.6, 36.3],
      };
      await rejects("createSavedAddress", as.natural, { ...picked, name: "   " }, /نام آدرس را وارد کنید/);
      await rejects(
        "createSavedAddress",
        as.natural,
        { ...picked, number: 123456 },
        /پلاک باید عددی حداکثر ۵ رقمی/,
      );
      await rejects(
        "createSavedAddress",
        as.natural,
        { ...picked, unit: "۱۲۳۴۵۶" },
        /واحد باید عددی حداکثر ۵ رقمی/,
      );
      await rejects("createSavedAddress", as.natural, { ...picked, postal_code: "123" }, /کد پستی/);
      await rejects("createSavedAddress", as.natural, { ...picked, coordinates: [200, 36.3] });
      await rejects("createSavedAddress", as.natural, { ...picked, coordinates: [59.6] });
      await rejects("createSavedAddress", as.natural, { ...picked, extra: 1 });
      await rejects("deleteSavedAddress", as.natural, { id: "x" });
    });

    it("replyItem: blank or missing message", async () => {
      await rejects("replyItem", as.natural, {
        item_id: 141,
        message: "   ",
        type: "text",
      });
      await rejects("replyItem", as.natural, {
        item_id: 141,
        type: "text",
      });
    });
  });
}
