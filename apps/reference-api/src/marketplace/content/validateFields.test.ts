import { DataType, InputType } from "@ceremony/api-client/contract";
import { describe, expect, it } from "vitest";
import { elementsOf, fieldKey } from "../initial/elements";
import { Ceremony } from "../initial/enumerations";
import { FormId } from "../initial/ids";
import { validateFields } from "./validateFields";

const hall = elementsOf(FormId.hall);
const validHall = {
  e50101_hall_name: "تالار بهار",
  e50103_capacity: 250,
  e50104_place_kind: 801,
  e50105_ceremonies: [Ceremony.khatm],
  e50107_cover: "hall/a.jpg",
};

describe("validateFields", () => {
  it("accepts a valid submission, normalises Persian digits in numeric fields and drops unknown keys", () => {
    const check = validateFields(hall, { ...validHall, e50103_capacity: "۲۵۰", extra: 1 });
    expect(check).toEqual({ ok: true, values: { ...validHall, e50103_capacity: 250 } });
  });

  it("reports REQUIRED for null, empty text and empty lists, naming the field", () => {
    const check = validateFields(hall, {
      ...validHall,
      e50101_hall_name: " ",
      e50105_ceremonies: [],
      e50107_cover: null,
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.map((e) => e.path)).toEqual([
      "e50101_hall_name",
      "e50105_ceremonies",
      "e50107_cover",
    ]);
    expect(check.errors[0]?.message).toBe("نام تالار: پر کردن این فیلد الزامی می باشد");
  });

  it("reports REGEX with the rule's own message when the server pattern does not match", () => {
    const check = validateFields(hall, { ...validHall, e50106_landline: "12345" });
    expect(check.ok ? [] : check.errors.map((e) => e.message)).toEqual([
      "تلفن ثابت: تلفن ثابت را با کد شهر و به صورت ۱۱ رقم وارد کنید.",
    ]);
  });

  it("rejects inactive or unknown options, and non-lists in multi-selects", () => {
    for (const bad of [[Ceremony.retired], [12345], Ceremony.khatm]) {
      expect(validateFields(hall, { ...validHall, e50105_ceremonies: bad }).ok).toBe(false);
    }
  });

  it("makes vendor-marked fields required when vendor is '1'", () => {
    const legal = elementsOf(FormId.legal);
    const base = {
      label: "موسسه نور",
      e9004_national_id: "10320000001",
      e9005_registration_number: 45120,
      e9006_landline: "02166001234",
      e9007_sheba: "IR490570000000000000000001",
      e9010_manager_national_code: "0012345679",
    };
    expect(validateFields(legal, { ...base, e9008_vendor: 0 }).ok).toBe(true);
    const check = validateFields(legal, { ...base, e9008_vendor: "1" });
    expect(check.ok ? [] : check.errors.map((e) => e.path)).toEqual(["e9009_economic_code"]);
  });

  it("keeps hidden fields at their static value whatever is sent", () => {
    const check = validateFields(elementsOf(FormId.legal), { person_kind_role_id: 4, label: "موسسه" });
    expect(check.ok).toBe(false);
    const agent = validateFields(elementsOf(FormId.addAgent), {
      label: "وکیل",
      mobile: "09121234567",
      person_kind_role_id: 4,
    });
    expect(agent).toEqual({
      ok: true,
      values: { label: "وکیل", mobile: "09121234567", person_kind_role_id: 6 },
    });
  });

  it("checks files, dates, booleans and locations by input type", () => {
    const madahi = elementsOf(FormId.madahi);
    const base = { e30101_stage_name: "علی", e30103_guest_gender: 701 };
    expect(
      validateFields(madahi, { ...base, e30106_samples: ["a.mp3", "b.mp3"], e30105_start_date: "1420000000" })
        .ok,
    ).toBe(true);
    expect(validateFields(madahi, { ...base, e30106_samples: ["../etc/passwd"] }).ok).toBe(false);
    expect(validateFields(madahi, { ...base, e30105_start_date: "دیروز" }).ok).toBe(false);
    expect(validateFields(madahi, { ...base, e30107_has_sound_system: "yes" }).ok).toBe(false);
    expect(validateFields(hall, { ...validHall, e50110_map_point: { lat: 36.3, lng: 59.6 } }).ok).toBe(true);
    expect(
      validateFields(hall, { ...validHall, e50110_map_point: { type: "Point", coordinates: [59.6, 36.3] } })
        .ok,
    ).toBe(true);
    expect(validateFields(hall, { ...validHall, e50110_map_point: { lat: 136, lng: 59.6 } }).ok).toBe(false);
    expect(validateFields(hall, { ...validHall, e50107_cover: ["a.jpg", "b.jpg"] }).ok).toBe(false);
  });

  it("reads input type 4 as one checkbox (a boolean) whatever its data type, and 7 as the multi-select", () => {
    const madahi = elementsOf(FormId.madahi);
    expect(madahi.find((e) => e.name === "styles")?.input_type).toBe(7);
    const first = hall[0];
    if (!first) throw new Error("hall form missing");
    const checkbox = {
      ...first,
      input_type: InputType.CHECKBOX,
      data_type: DataType.LIST,
      name: "agree",
      id: 1,
      required_field: false,
    };
    for (const value of [true, false, 1, 0])
      expect(validateFields([checkbox], { e1_agree: value }).ok).toBe(true);
    for (const value of [["1"], "yes", 2])
      expect(validateFields([checkbox], { e1_agree: value }).ok).toBe(false);
    const base = { e30101_stage_name: "علی", e30103_guest_gender: 701 };
    expect(validateFields(madahi, { ...base, e30104_styles: ["1", "3"] })).toMatchObject({
      ok: true,
      values: { e30104_styles: ["1", "3"] },
    });
    expect(validateFields(madahi, { ...base, e30104_styles: true }).ok).toBe(false);
  });

  it("checks a sheba field's checksum like the profile's sheba", () => {
    const legal = elementsOf(FormId.legal);
    const base = {
      label: "موسسه نور",
      e9004_national_id: "10320000001",
      e9005_registration_number: 45120,
      e9006_landline: "02166001234",
      e9010_manager_national_code: "0012345679",
    };
    expect(validateFields(legal, { ...base, e9007_sheba: "ir490570000000000000000001" }).ok).toBe(true);
    const wrong = validateFields(legal, { ...base, e9007_sheba: "IR500570000000000000000001" });
    expect(wrong.ok ? [] : wrong.errors.map((e) => e.message)).toEqual([
      "شماره شبا معتبر نیست؛ آن را دوباره بررسی کنید.",
    ]);
    // A short sheba is told what a sheba is, not the generic format text.
    const short = validateFields(legal, { ...base, e9007_sheba: "IR4905700000000000000000" });
    expect(short.ok ? [] : short.errors.map((e) => e.message)).toEqual(["شماره شبا باید IR و ۲۴ رقم باشد."]);
  });
});

describe("date limits of the element settings (issue 26 items 17 and 23)", () => {
  const keyOf = (formId: number, name: string) => {
    const element = elementsOf(formId).find((e) => e.name === name);
    if (!element) throw new Error(`${formId} ${name}`);
    return fieldKey(element);
  };
  // 1405/09/06 12:00 in Tehran (2026-11-27 08:30 UTC)
  const now = Date.UTC(2026, 10, 27, 8, 30) / 1000;
  const day = 86_400;

  it("refuses a long-term plan whose end is not after its start, naming both fields", () => {
    const plan = elementsOf(FormId.weeklyPlan);
    const valid = {
      [keyOf(FormId.weeklyPlan, "plan_title")]: "جلسات قرآن",
      [keyOf(FormId.weeklyPlan, "sessions_per_week")]: 2,
      [keyOf(FormId.weeklyPlan, "audience")]: [701],
      [keyOf(FormId.weeklyPlan, "certified")]: 1,
      [keyOf(FormId.weeklyPlan, "start_date")]: now + 10 * day,
    };
    const endKey = keyOf(FormId.weeklyPlan, "end_date");
    expect(validateFields(plan, { ...valid, [endKey]: now + 40 * day }, now).ok).toBe(true);
    const check = validateFields(plan, { ...valid, [endKey]: now + 3 * day }, now);
    expect(check).toEqual({
      ok: false,
      errors: [{ path: endKey, message: "تاریخ پایان طرح: باید بعد از «تاریخ شروع طرح» باشد." }],
    });
    // no end at all is still allowed (the field is optional)
    expect(validateFields(plan, valid, now).ok).toBe(true);
  });

  it("refuses a start of activity after today (Tehran's day), and accepts today and the past", () => {
    const madahi = elementsOf(FormId.madahi);
    const base = {
      [keyOf(FormId.madahi, "stage_name")]: "علی محمدی",
      [keyOf(FormId.madahi, "guest_gender")]: 701,
    };
    const startKey = keyOf(FormId.madahi, "start_date");
    const check = validateFields(madahi, { ...base, [startKey]: now + 2 * day }, now);
    expect(check).toEqual({
      ok: false,
      errors: [{ path: startKey, message: "تاریخ شروع فعالیت: تاریخ نمی‌تواند بعد از امروز باشد." }],
    });
    // today's midnight in Tehran and a year ago pass
    const todayTehran = Date.UTC(2026, 10, 26, 20, 30) / 1000;
    expect(validateFields(madahi, { ...base, [startKey]: todayTehran }, now).ok).toBe(true);
    expect(validateFields(madahi, { ...base, [startKey]: now - 365 * day }, now).ok).toBe(true);
  });
});
