import { describe, expect, it } from "vitest";
import { Ceremony } from "../initial/enumerations";
import { formById } from "../initial/forms";
import { FormId } from "../initial/ids";
import { checkLocation, checkServicePrice, checkTimeline, pricesForForm } from "./moduleFields";

const form = (id: number) => {
  const f = formById(id);
  if (!f) throw new Error(`form ${id}`);
  return f;
};
const point = { type: "Point" as const, coordinates: [59.6, 36.3] as [number, number] };
const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

describe("module field rules", () => {
  it("location: each province needs a city and each city its province", () => {
    expect(messages(checkLocation(form(FormId.madahi), { enumerations: [1011], point }))).toEqual([
      "هیچ شهری در استان خراسان رضوی انتخاب نشده است.",
    ]);
    expect(messages(checkLocation(form(FormId.madahi), { enumerations: [2128], point }))).toEqual([
      "استان شهر مشهد انتخاب نشده است.",
    ]);
    expect(checkLocation(form(FormId.madahi), { enumerations: [1011, 2128, 1008, 2086], point })).toEqual([]);
  });

  it("location: nothing chosen, unknown ids, several cities for a place, a missing point", () => {
    expect(messages(checkLocation(form(FormId.madahi), { enumerations: [], point }))).toEqual([
      "هیچ استان یا شهری انتخاب نشده است.",
    ]);
    expect(messages(checkLocation(form(FormId.madahi), { enumerations: [601], point }))).toEqual([
      "استان یا شهر انتخاب شده معتبر نیست.",
    ]);
    expect(messages(checkLocation(form(FormId.hall), { enumerations: [1011, 2128, 2127], point }))).toEqual([
      "بیش از یک شهر نمی‌توان انتخاب کرد.",
    ]);
    expect(messages(checkLocation(form(FormId.madahi), { enumerations: [1011, 2128] }))).toEqual([
      "هیچ موقعیتی روی نقشه انتخاب نشده است.",
    ]);
    // spec: "A map location is required" — delete_point cannot leave the step without one
    expect(
      messages(checkLocation(form(FormId.madahi), { enumerations: [1011, 2128], delete_point: true })),
    ).toEqual(["هیچ موقعیتی روی نقشه انتخاب نشده است."]);
    expect(
      checkLocation(form(FormId.madahi), { enumerations: [1011, 2128], delete_point: true, point }),
    ).toEqual([]);
  });

  it("timetable: an empty week needs 24-hour mode (issue 26 item 23)", () => {
    expect(messages(checkTimeline({ timetable: { active_all_time: false, periods: [] } }))).toEqual([
      "هیچ زمانی ثبت نشده است؛ دست‌کم یک بازه زمانی اضافه کنید یا «۲۴ ساعته» را انتخاب کنید.",
    ]);
    expect(checkTimeline({ timetable: { active_all_time: true, periods: [] } })).toEqual([]);
  });

  it("timetable: 24-hour mode skips periods; otherwise the end must follow the start", () => {
    const periods = [{ day: 0, from: "10:00", to: "09:00" }];
    expect(checkTimeline({ timetable: { active_all_time: true, periods } })).toEqual([]);
    expect(messages(checkTimeline({ timetable: { active_all_time: false, periods } }))).toEqual([
      "ساعت پایان باید بعد از ساعت شروع باشد",
    ]);
    expect(
      messages(
        checkTimeline({
          timetable: { active_all_time: false, periods: [{ day: 0, from: "", to: "09:00" }] },
        }),
      ),
    ).toEqual(["شروع و پایان باید مقدار داشته باشند"]);
  });

  it("prices: active ceremonies once each, below 1,000,000,000, none for HOZE; kept fields follow the form parent", () => {
    expect(
      checkServicePrice(form(FormId.madahi), [{ service_id: Ceremony.khatm, minimum_price: 999_999_999 }]),
    ).toEqual([]);
    expect(
      checkServicePrice(form(FormId.madahi), [
        { service_id: Ceremony.khatm },
        { service_id: Ceremony.khatm },
      ]),
    ).toHaveLength(1);
    expect(checkServicePrice(form(FormId.madahi), [{ service_id: Ceremony.retired }])).toHaveLength(1);
    expect(
      checkServicePrice(form(FormId.weeklyPlan), [{ service_id: Ceremony.khatm, minimum_price: 5 }]),
    ).toHaveLength(1);
    const row = {
      service_id: Ceremony.khatm,
      minimum_price: 1,
      minimum_guest: 2,
      maximum_price: 3,
      maximum_guest: 4,
    };
    expect(pricesForForm(form(FormId.hall), [row])).toEqual([
      { service_id: Ceremony.khatm, maximum_price: 3, maximum_guest: 4 },
    ]);
    expect(pricesForForm(form(FormId.madahi), [row])).toEqual([
      { service_id: Ceremony.khatm, minimum_price: 1, minimum_guest: 2 },
    ]);
    expect(pricesForForm(form(FormId.weeklyPlan), [row])).toEqual([{ service_id: Ceremony.khatm }]);
  });
});
