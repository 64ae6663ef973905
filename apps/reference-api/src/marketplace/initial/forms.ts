import { FormId, FormParent } from "./ids";

/** A form (service category or service) of the initial data. */
export interface Form {
  id: number;
  title: string;
  parent_id: number | null;
  is_provider: boolean;
  is_multi_provider: boolean;
  icon: string;
  setting: { icon: string };
  status_id: number;
  priority: number;
}

const form = (
  id: number,
  title: string,
  parent_id: number | null,
  icon: string,
  priority: number,
  extra: Partial<Form> = {},
): Form => ({
  id,
  title,
  parent_id,
  is_provider: parent_id !== null,
  is_multi_provider: false,
  icon,
  setting: { icon },
  status_id: 1,
  priority,
  ...extra,
});

/** The service tree plus the legal-profile and add-agent forms. */
export const FORMS: readonly Form[] = [
  form(FormParent.PLACE, "اماکن و تالارها", null, "building", 1),
  form(FormId.hall, "تالار و سالن", FormParent.PLACE, "hall", 1),
  form(FormId.mosque, "مسجد و حسینیه", FormParent.PLACE, "mosque", 2),
  form(FormParent.CEREMONY_SERVICE, "خدمات مراسم", null, "microphone", 2),
  form(FormId.madahi, "مداحی", FormParent.CEREMONY_SERVICE, "microphone", 1, { is_multi_provider: true }),
  form(FormId.rowzeh, "روضه خوانی", FormParent.CEREMONY_SERVICE, "book", 2, { is_multi_provider: true }),
  form(FormId.speech, "سخنرانی", FormParent.CEREMONY_SERVICE, "speech", 3),
  form(FormParent.HOZE, "طرح‌های بلندمدت حوزوی", null, "calendar", 3),
  form(FormId.weeklyPlan, "برنامه هفتگی جلسات قرآن و احکام", FormParent.HOZE, "quran", 1),
  form(FormId.legal, "پروفایل حقوقی", null, "company", 90, { is_provider: false }),
  form(FormId.addAgent, "افزودن وکیل یا نماینده", null, "user-plus", 91, { is_provider: false }),
];

/** Form by id. */
export function formById(id: number): Form | undefined {
  return FORMS.find((f) => f.id === id);
}
