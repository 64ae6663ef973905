import { type components, PersonKindRole } from "@ceremony/api-client/contract";
import { toPersianDigits } from "@ceremony/persian-text";
import { messages } from "../messages";
import { DEMO_PROFILES } from "./accounts";

/** The profiles of the demo accounts (`owner` = user id); status as in DEMO_ACCOUNTS. */
export const SEED_PROFILES = [
  {
    id: 101,
    owner: 1,
    kind: PersonKindRole.USER_NATURAL,
    first: "علی",
    last: "محمدی",
    label: "",
    nc: "0012345679",
    shaba: "IR330620000000100324200001",
    status: "approved",
  },
  {
    id: DEMO_PROFILES.naturalLegal,
    owner: 1,
    kind: PersonKindRole.USER_LEGAL,
    first: "",
    last: "",
    label: "موسسه خدمات مجالس نور",
    nc: null,
    shaba: "",
    status: "approved",
  },
  {
    id: DEMO_PROFILES.legalCompany,
    owner: 2,
    kind: PersonKindRole.USER_LEGAL,
    first: "",
    last: "",
    label: "شرکت تالار پذیرایی رضوان",
    nc: null,
    shaba: "IR110170000000123456789001",
    status: "approved",
  },
  {
    id: 301,
    owner: 3,
    kind: PersonKindRole.USER_AGENT,
    first: "مریم",
    last: "احمدی",
    label: "",
    nc: "0034567895",
    shaba: "IR880120000000999888777001",
    status: "approved",
  },
  {
    id: 401,
    owner: 4,
    kind: PersonKindRole.USER_NATURAL,
    first: "رضا",
    last: "کریمی",
    label: "",
    nc: "0045678911",
    shaba: "",
    status: "rejected",
  },
  {
    id: 501,
    owner: 5,
    kind: PersonKindRole.USER_NATURAL,
    first: "زهرا",
    last: "حسینی",
    label: "",
    nc: "0056789122",
    shaba: "",
    status: "pending",
  },
  {
    id: 601,
    owner: 6,
    kind: PersonKindRole.USER_NATURAL,
    first: "حسن",
    last: "رضایی",
    label: "",
    nc: "0067891233",
    shaba: "IR330540000000777888999001",
    status: "approved",
  },
] as const;

/** Ticket sections, ids 1… in this order. */
export const TICKET_SECTIONS = ["فنی", "مالی", "پیشنهادات و انتقادات", "سایر"];

/** One wallet transaction of the seed, `ago` days before the seed time (type 1 deposits also get a receipt). */
export interface SeedTransaction {
  amount: number;
  type_id: number;
  description: string;
  ago: number;
}

/** Wallet history of a profile: a full page and more for approved profiles, one deposit for the others. */
export function walletHistory(rich: boolean): SeedTransaction[] {
  return rich
    ? [
        { amount: 2_000_000, type_id: 1, description: messages.depositDescription, ago: 40 },
        { amount: 500_000, type_id: 1, description: messages.depositDescription, ago: 30 },
        { amount: -350_000, type_id: 2, description: "پرداخت کارمزد سفارش ۱۲۰۴", ago: 25 },
        { amount: 1_200_000, type_id: 3, description: "تسویه سفارش ۱۱۸۷", ago: 18 },
        { amount: -150_000, type_id: 2, description: "پرداخت کارمزد سفارش ۱۲۱۱", ago: 12 },
        { amount: 100_000, type_id: 1, description: messages.depositDescription, ago: 9 },
        { amount: -400_000, type_id: 4, description: "برداشت به حساب بانکی", ago: 7 },
        { amount: 800_000, type_id: 3, description: "تسویه سفارش ۱۲۲۰", ago: 5 },
        { amount: 250_000, type_id: 1, description: messages.depositDescription, ago: 3 },
        { amount: -50_000, type_id: 2, description: "پرداخت کارمزد سفارش ۱۲۳۰", ago: 2 },
        { amount: 300_000, type_id: 1, description: messages.depositDescription, ago: 1 },
      ]
    : [{ amount: 100_000, type_id: 1, description: messages.depositDescription, ago: 4 }];
}

/** The i-th seeded notification: new requests, wallet credits and system notices in turn. */
export function seedNotification(i: number): { subject: string; text: string } {
  if (i % 3 === 0)
    return {
      subject: "درخواست جدید در انتظار شماست",
      text: `یک درخواست جدید مطابق خدمات شما ثبت شده است (شماره ${toPersianDigits(1200 + i)}). برای مشاهده به فهرست درخواست‌ها بروید.`,
    };
  if (i % 3 === 1) return { subject: "واریز به کیف پول", text: "مبلغ تسویه سفارش به کیف پول شما واریز شد." };
  return { subject: "اطلاعیه سامانه", text: "لطفا اطلاعات حساب بانکی (شبا) خود را کامل و به‌روز نگه دارید." };
}

/** A seeded ticket reply: kind 1 the user, 3 the support expert. */
export interface SeedReply {
  kind: 1 | 3;
  text: string;
}

/** Tickets in every status (0 open … 3 closed) across the demo profiles. */
export const TICKET_SEEDS: readonly {
  profile: number;
  subject: string;
  section: number;
  status: components["schemas"]["TicketStatus"];
  replies: SeedReply[];
}[] = [
  {
    profile: 101,
    subject: "مشکل در ثبت خدمت جدید",
    section: 1,
    status: 0,
    replies: [],
  },
  {
    profile: 101,
    subject: "سوال درباره تسویه حساب",
    section: 2,
    status: 1,
    replies: [{ kind: 1, text: "تسویه هفتگی چه روزی انجام می‌شود؟" }],
  },
  {
    profile: 101,
    subject: "پیشنهاد برای بخش درخواست‌ها",
    section: 3,
    status: 2,
    replies: [{ kind: 3, text: "سپاس از پیشنهاد شما؛ به تیم فنی منتقل شد." }],
  },
  {
    profile: 101,
    subject: "تغییر شماره شبا",
    section: 2,
    status: 3,
    replies: [
      { kind: 3, text: "شماره شبا از بخش پروفایل قابل ویرایش است." },
      { kind: 1, text: "ممنون، انجام شد." },
    ],
  },
  {
    profile: 601,
    subject: "فعال‌سازی ورود دو مرحله‌ای",
    section: 1,
    status: 2,
    replies: [{ kind: 3, text: "از بخش امنیت می‌توانید آن را روشن یا خاموش کنید." }],
  },
  { profile: 201, subject: "افزودن وکیل به شرکت", section: 4, status: 0, replies: [] },
  {
    profile: 301,
    subject: "تایید وکالت‌نامه",
    section: 4,
    status: 2,
    replies: [{ kind: 3, text: "وکالت‌نامه شما تایید شد." }],
  },
  {
    profile: 102,
    subject: "مدارک ثبت موسسه",
    section: 1,
    status: 1,
    replies: [{ kind: 1, text: "مدارک را بارگذاری کردم." }],
  },
];
