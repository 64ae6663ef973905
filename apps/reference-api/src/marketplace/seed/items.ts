import type { components } from "@ceremony/api-client/contract";
import { Ceremony, GuestGender, PlaceKind } from "../initial/enumerations";
import { FormId } from "../initial/ids";

const CUSTOMERS = [
  { id: 90001, first_name: "محمد", last_name: "کاظمی", pic: null },
  { id: 90002, first_name: "فاطمه", last_name: "نوری", pic: null },
  { id: 90003, first_name: "مهدی", last_name: "صادقی", pic: null },
  { id: 90004, first_name: "زینب", last_name: "موسوی", pic: null },
  { id: 90005, first_name: "حسین", last_name: "جعفری", pic: null },
];

const ADDRESSES = [
  "مشهد، بلوار وکیل آباد، وکیل آباد ۱۲، پلاک ۸",
  "مشهد، خیابان احمدآباد، کوچه سوم، پلاک ۲۲",
  "مشهد، بلوار سجاد، خیابان بهار، پلاک ۵",
  "تهران، خیابان انقلاب، کوچه ۱۴، پلاک ۳",
];

const CEREMONY_CYCLE = [
  Ceremony.khatm,
  Ceremony.muharram,
  Ceremony.homeRowzeh,
  Ceremony.anniversary,
  Ceremony.chehelom,
];
const GENDER_CYCLE = [GuestGender.men, GuestGender.women, GuestGender.family];

/** One seeded request; `ago` is seconds before seeding, `offers` the providers' answers. */
export interface SeedItem {
  id: number;
  order_id: number;
  form_id: number;
  is_private: boolean;
  target_profile_id: number | null;
  status_id: components["schemas"]["RequestStatus"];
  price: number;
  count: number;
  ago: number;
  properties: Record<string, unknown>;
  parent_form_data: Record<string, unknown>;
  ignore_fields: string[];
  customer: (typeof CUSTOMERS)[number];
  offers: { profile_id: number; status_id: components["schemas"]["AcceptedStatus"] }[];
}

const NOTES = [
  "لطفا نیم ساعت پیش از شروع مراسم حاضر باشید.",
  null,
  "مجلس در طبقه دوم است و آسانسور ندارد.",
  "اگر امکان دارد مداحی با سبک سنتی باشد.",
];

/** The file the seeded requests attach (written by the seed into the upload dir, see SEED_ATTACHMENT). */
export const SEED_ATTACHMENT = {
  path: "requests/invitation.svg",
  body: `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240"><rect width="360" height="240" fill="#ccfbf1"/><text x="180" y="110" font-size="28" text-anchor="middle" fill="#115e59" direction="rtl">کارت دعوت مراسم</text><text x="180" y="150" font-size="18" text-anchor="middle" fill="#1f2937" direction="rtl">پیوست درخواست مشتری</text></svg>\n`,
} as const;

const HOUR = 3600;
const DAY = 24 * HOUR;

function item(n: number, form_id: number, extra: Partial<SeedItem> = {}): SeedItem {
  const ceremony = CEREMONY_CYCLE[n % CEREMONY_CYCLE.length] ?? Ceremony.khatm;
  const customer = CUSTOMERS[n % CUSTOMERS.length] ?? CUSTOMERS[0];
  if (!customer) throw new Error("no customers");
  const start = 1_767_225_600 + (n % 20) * DAY + 18 * HOUR;
  return {
    id: 100 + n,
    order_id: 1200 + n,
    form_id,
    is_private: false,
    target_profile_id: null,
    status_id: 2,
    price: 1_000_000 + (n % 7) * 250_000,
    count: 1 + (n % 3),
    ago: n * 5 * HOUR,
    properties: {
      ceremony_id: ceremony,
      guest_gender_id: GENDER_CYCLE[n % GENDER_CYCLE.length],
      place_id: n % 2 === 0 ? PlaceKind.home : PlaceKind.mosque,
      form_ids: [form_id],
      time: { start, end: start + 3 * HOUR },
      address: { address: ADDRESSES[n % ADDRESSES.length] },
      guest_count: 30 + (n % 6) * 20,
      note: NOTES[n % NOTES.length] ?? null,
      attachments: n % 4 === 0 ? [SEED_ATTACHMENT.path] : [],
    },
    parent_form_data: {
      e50101_hall_name: n % 2 === 0 ? "منزل شخصی" : "مسجد جامع محله",
      e50103_capacity: 40 + (n % 5) * 20,
      e50109_has_parking: n % 2,
    },
    ignore_fields: ["e50109_has_parking"],
    customer,
    offers: [],
    ...extra,
  };
}

/**
 * Requests for the demo services: madahi (301) and rowzeh (302) public lists long enough to page, every request
 * status, private requests for profiles 101 and 201, and readiness/accepted offers in every accepted-list status.
 */
export const SEED_ITEMS: SeedItem[] = [
  ...Array.from({ length: 14 }, (_, i) =>
    item(i, FormId.madahi, { status_id: ([2, 2, 2, 0, 1, 3, 4, 5] as const)[i % 8] ?? 2 }),
  ),
  item(20, FormId.rowzeh),
  item(21, FormId.rowzeh, { status_id: 1 }),
  item(22, FormId.rowzeh, { status_id: 3 }),
  item(23, FormId.hall, { price: 40_000_000, count: 1 }),
  item(24, FormId.hall, { status_id: 5 }),
  // private requests
  item(30, FormId.madahi, { is_private: true, target_profile_id: 101 }),
  item(31, FormId.madahi, { is_private: true, target_profile_id: 101, status_id: 1 }),
  item(32, FormId.rowzeh, {
    is_private: true,
    target_profile_id: 101,
    status_id: 6,
    offers: [{ profile_id: 101, status_id: 2 }],
  }),
  item(33, FormId.hall, { is_private: true, target_profile_id: 201 }),
  // answered by 101: readiness (searching), accepted with chat, canceled, expired
  item(40, FormId.madahi, { offers: [{ profile_id: 101, status_id: 0 }] }),
  item(41, FormId.madahi, { offers: [{ profile_id: 101, status_id: 1 }] }),
  item(42, FormId.rowzeh, { offers: [{ profile_id: 101, status_id: 1 }] }),
  item(43, FormId.madahi, { status_id: 4, offers: [{ profile_id: 101, status_id: 3 }] }),
  item(44, FormId.madahi, { status_id: 5, offers: [{ profile_id: 101, status_id: 4 }] }),
  item(45, FormId.hall, { offers: [{ profile_id: 201, status_id: 1 }] }),
  item(46, FormId.rowzeh, { offers: [{ profile_id: 601, status_id: 1 }] }),
];

/** Chat lines per accepted item: who speaks ('p' provider, 'c' customer) and what. */
export const SEED_CHATS: Record<number, ["p" | "c", string][]> = {
  141: [
    ["c", "سلام، برای مراسم ختم پدرم در تاریخ اعلام شده در خدمت شما هستیم؟"],
    ["p", "سلام، تسلیت عرض می‌کنم. بله، در خدمت شما هستم."],
    ["c", "ممنون. مراسم از ساعت ۱۸ شروع می‌شود، لطفا نیم ساعت زودتر تشریف بیاورید."],
    ["p", "حتما. آدرس دقیق را هم لطفا ارسال کنید."],
  ],
  142: [
    ["c", "سلام، روضه خانگی ماهانه داریم. امکان حضور هر ماه را دارید؟"],
    ["p", "سلام، بله. زمان‌بندی را هماهنگ کنیم."],
  ],
  145: [["c", "سلام، سالن برای ۳۰۰ نفر در دسترس است؟"]],
  146: [["c", "سلام، مجلس بانوان است. ساعت ۱۶ مناسب است؟"]],
};

/** Eligibility lists of the national-code check: the rule is plain membership. */
export const SEED_ELIGIBLE = {
  hejrat: ["0012345679", "0034567895", "1234567891"],
  amin: ["0034567895", "0067891233"],
} as const;
