import type { InitialData } from "../shared/api/initialData";

const form = (
  id: number,
  title: string,
  parent_id: number | null,
  extra: Partial<InitialData["forms"][number]> = {},
) => ({
  id,
  title,
  parent_id,
  is_provider: parent_id !== null,
  is_multi_provider: false,
  icon: null,
  priority: id,
  setting: {},
  ...extra,
});

const enumeration = (
  id: number,
  parent_id: number | null,
  title: string,
  setting?: Record<string, unknown>,
  status_id = 1,
) => ({
  id,
  parent_id,
  title,
  status_id,
  priority: id,
  ...(setting ? { setting } : {}),
});

/** A small initial data: three activity types (PLACE 5, ceremony 3, HOZE 55), an empty one, and the constants. */
export const testInitialData: InitialData = {
  forms: [
    form(5, "اماکن و تالارها", null),
    form(501, "تالار و سالن", 5),
    form(502, "مسجد و حسینیه", 5),
    form(3, "خدمات مراسم", null),
    form(301, "مداحی", 3, { is_multi_provider: true }),
    form(302, "روضه خوانی", 3),
    form(303, "سخنرانی", 3),
    form(304, "گروه سرود", 3, { is_provider: false }),
    form(55, "طرح‌های بلندمدت حوزوی", null),
    form(5501, "برنامه هفتگی جلسات قرآن و احکام", 55),
    form(70, "خدمات فرهنگی", null),
    form(90, "پروفایل حقوقی", null, { is_provider: false }),
    form(91, "افزودن وکیل یا نماینده", null, { is_provider: false }),
  ],
  enumerations: [
    enumeration(6, null, "مراسم"),
    enumeration(61, 6, "ختم"),
    enumeration(62, 6, "عزاداری"),
    enumeration(9, null, "وضعیت درخواست"),
    ...["در حال تکمیل اطلاعات", "در انتظار پرداخت", "در حال بررسی"].map((title, value) =>
      enumeration(900 + value, 9, title, { value }),
    ),
    enumeration(11, null, "وضعیت پذیرش"),
    ...["در جستجوی مجری", "پذیرفته شده"].map((title, value) =>
      enumeration(1100 + value, 11, title, { value }),
    ),
    enumeration(10, null, "استان‌ها"),
    enumeration(1001, 10, "خراسان رضوی"),
    enumeration(100101, 1001, "مشهد", { city: true, lat: 36.2972, lng: 59.6067 }),
  ],
  pages: [{ id: 1, title: "راهنما", url: "/static/help-provider", controls: { widgets: true } }],
  stamps: { forms: 1_763_769_600, enumerations: 1_763_769_600, pages: 1_763_769_600 },
  website_ui: false,
  general_keys: { sheba_is_required: "true" },
  gateways: [],
  validations: [{ id: 1, regex: "^09[0-9]{9}$" }],
  constants: {
    legal_profile_form_id: 90,
    add_agent_form_id: 91,
    province_parent_id: 10,
    ceremony_enumeration_id: 6,
    request_status_enumeration_id: 9,
    accepted_status_enumeration_id: 11,
    eligibility_checks: [
      { form_id: 302, kind: "hejrat" },
      { form_id: 303, kind: "amin" },
    ],
  },
};
