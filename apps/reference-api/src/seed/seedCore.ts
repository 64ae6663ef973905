import type { Kysely } from "kysely";
import { nowSeconds } from "../app/clock";
import type { Deps } from "../app/deps";
import type { Feature } from "../app/feature";
import { hashPassword } from "../auth/passwords";
import type { Database } from "../db/schema";
import { DEMO_ACCOUNTS, DEMO_PROFILES, PersonKind } from "./accounts";

const DAY = 86400;
const depositTitle = "افزایش موجودی کیف پول";

const profiles = [
  {
    id: 101,
    owner: 1,
    kind: PersonKind.natural,
    first: "علی",
    last: "محمدی",
    label: "",
    nc: "0012345679",
    shaba: "IR30062960000000100324200001",
    status: "approved",
  },
  {
    id: DEMO_PROFILES.naturalLegal,
    owner: 1,
    kind: PersonKind.legal,
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
    kind: PersonKind.legal,
    first: "",
    last: "",
    label: "شرکت تالار پذیرایی رضوان",
    nc: null,
    shaba: "IR22017000000000123456789001",
    status: "approved",
  },
  {
    id: 301,
    owner: 3,
    kind: PersonKind.agent,
    first: "مریم",
    last: "احمدی",
    label: "",
    nc: "0034567895",
    shaba: "IR33012000000000999888777001",
    status: "approved",
  },
  {
    id: 401,
    owner: 4,
    kind: PersonKind.natural,
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
    kind: PersonKind.natural,
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
    kind: PersonKind.natural,
    first: "حسن",
    last: "رضایی",
    label: "",
    nc: "0067891233",
    shaba: "IR28054000000000777888999001",
    status: "approved",
  },
] as const;

const sections = ["فنی", "مالی", "پیشنهادات و انتقادات", "سایر"];

/** Seeds accounts, profiles and links, wallets with history, notifications and tickets (inside `trx`). */
async function seedCoreRows(trx: Kysely<Database>, now: number): Promise<void> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  for (const a of accounts) {
    await trx
      .insertInto("users")
      .values({
        id: a.userId,
        mobile: a.phone,
        password_hash: a.password ? await hashPassword(a.password) : null,
        two_factor_method: a.twoFactor,
        main_profile_id: null,
        created_at: now - 90 * DAY,
      })
      .execute();
  }
  for (const p of profiles) {
    await trx
      .insertInto("profiles")
      .values({
        id: p.id,
        owner_user_id: p.owner,
        person_kind_role_id: p.kind,
        first_name: p.first,
        last_name: p.last,
        label: p.label,
        pic: "",
        national_code: p.nc,
        birth_date: p.kind === PersonKind.legal ? null : 631152000 + p.id * 1000 * 60,
        shaba: p.shaba,
        validation_status: p.status,
        created_at: now - 80 * DAY,
      })
      .execute();
    await trx
      .insertInto("wallets")
      .values({ profile_id: p.id, balance: 0, withdrawable_balance: 0 })
      .execute();
  }
  for (const a of accounts) {
    await trx
      .updateTable("users")
      .set({ main_profile_id: a.mainProfileId })
      .where("id", "=", a.userId)
      .execute();
    await trx
      .insertInto("profile_links")
      .values({ user_id: a.userId, profile_id: a.mainProfileId })
      .execute();
  }
  const n = DEMO_ACCOUNTS.natural;
  await trx
    .insertInto("profile_links")
    .values({ user_id: n.userId, profile_id: DEMO_PROFILES.naturalLegal })
    .execute();
  await trx
    .insertInto("profile_links")
    .values({
      user_id: n.userId,
      profile_id: DEMO_PROFILES.legalCompany,
      profile_link_from: "شرکت تالار پذیرایی رضوان",
    })
    .execute();

  for (const [i, name] of sections.entries())
    await trx
      .insertInto("ticket_sections")
      .values({ id: i + 1, name })
      .execute();

  for (const p of profiles) {
    const rich = p.status === "approved";
    const history = rich
      ? [
          { amount: 2_000_000, type_id: 1, description: depositTitle, ago: 40 },
          { amount: 500_000, type_id: 1, description: depositTitle, ago: 30 },
          { amount: -350_000, type_id: 2, description: "پرداخت کارمزد سفارش ۱۲۰۴", ago: 25 },
          { amount: 1_200_000, type_id: 3, description: "تسویه سفارش ۱۱۸۷", ago: 18 },
          { amount: -150_000, type_id: 2, description: "پرداخت کارمزد سفارش ۱۲۱۱", ago: 12 },
          { amount: 100_000, type_id: 1, description: depositTitle, ago: 9 },
          { amount: -400_000, type_id: 4, description: "برداشت به حساب بانکی", ago: 7 },
          { amount: 800_000, type_id: 3, description: "تسویه سفارش ۱۲۲۰", ago: 5 },
          { amount: 250_000, type_id: 1, description: depositTitle, ago: 3 },
          { amount: -50_000, type_id: 2, description: "پرداخت کارمزد سفارش ۱۲۳۰", ago: 2 },
          { amount: 300_000, type_id: 1, description: depositTitle, ago: 1 },
        ]
      : [{ amount: 100_000, type_id: 1, description: depositTitle, ago: 4 }];
    let balance = 0;
    for (const t of history) {
      balance += t.amount;
      await trx
        .insertInto("transactions")
        .values({
          profile_id: p.id,
          amount: t.amount,
          type_id: t.type_id,
          title: t.description,
          balance_after: balance,
          created_at: now - t.ago * DAY,
        })
        .execute();
      if (t.type_id === 1) {
        await trx
          .insertInto("receipts")
          .values({
            profile_id: p.id,
            price: t.amount,
            order_id: null,
            payment_id: null,
            created_at: now - t.ago * DAY,
          })
          .execute();
      }
    }
    if (rich) {
      await trx
        .insertInto("receipts")
        .values({
          profile_id: p.id,
          price: 350_000,
          order_id: 1204,
          payment_id: null,
          created_at: now - 25 * DAY,
        })
        .execute();
    }
    await trx
      .updateTable("wallets")
      .set({ balance, withdrawable_balance: Math.max(0, Math.floor(balance * 0.6)) })
      .where("profile_id", "=", p.id)
      .execute();

    const count = rich ? 14 : 2;
    for (let i = 0; i < count; i++) {
      await trx
        .insertInto("messages")
        .values({
          profile_id: p.id,
          subject:
            i % 3 === 0
              ? "درخواست جدید در انتظار شماست"
              : i % 3 === 1
                ? "واریز به کیف پول"
                : "اطلاعیه سامانه",
          text:
            i % 3 === 0
              ? `یک درخواست جدید مطابق خدمات شما ثبت شده است (شماره ${1200 + i}). برای مشاهده به فهرست درخواست‌ها بروید.`
              : i % 3 === 1
                ? "مبلغ تسویه سفارش به کیف پول شما واریز شد."
                : "لطفا اطلاعات حساب بانکی (شبا) خود را کامل و به‌روز نگه دارید.",
          seen: i >= 4,
          created_at: now - ((count - i) * DAY) / 2,
        })
        .execute();
    }
  }

  const ticketSeeds = [
    {
      profile: 101,
      subject: "مشکل در ثبت خدمت جدید",
      section: 1,
      status: 0,
      replies: [] as { kind: number; text: string }[],
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
  for (const [i, t] of ticketSeeds.entries()) {
    const created = now - (10 - i) * DAY;
    const row = await trx
      .insertInto("tickets")
      .values({
        profile_id: t.profile,
        subject: t.subject,
        description: `${t.subject}. لطفا راهنمایی کنید.`,
        section_id: t.section,
        status_id: t.status,
        is_useful: t.status === 3 ? true : null,
        created_at: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [j, r] of t.replies.entries()) {
      await trx
        .insertInto("ticket_replies")
        .values({
          ticket_id: row.id,
          message: r.text,
          name: r.kind === 3 ? "کارشناس پشتیبانی" : "کاربر",
          kind_id: r.kind,
          created_at: created + (j + 1) * 3600,
        })
        .execute();
    }
  }
}

const CORE_KEY = "seed:core";

/** Claims a seed part for this instance; false when another instance already claimed (or finished) it. */
async function claim(db: Kysely<Database>, key: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto("meta")
    .values({ key, value: String(now) })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds a fresh database once: the core rows, then each feature's `seed`, each part recorded in `meta` (a feature
 * added later is seeded on the next start; nothing is seeded twice). Parts are claimed with an insert, so two
 * instances starting together on one PostgreSQL do not both seed: the core claim shares the core transaction
 * (the loser waits for the winner's commit, then skips); a feature seed that throws releases its claim.
 */
export async function runSeeds(deps: Deps, features: readonly Feature[]): Promise<string[]> {
  const done = new Set((await deps.db.selectFrom("meta").select("key").execute()).map((r) => r.key));
  const seeded: string[] = [];
  if (!done.has(CORE_KEY)) {
    const now = nowSeconds(deps.clock);
    const ran = await deps.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, CORE_KEY, now))) return false;
      await seedCoreRows(trx, now);
      return true;
    });
    if (ran) seeded.push("core");
  }
  for (const feature of features) {
    const key = `seed:${feature.name}`;
    if (!feature.seed || done.has(key)) continue;
    if (!(await claim(deps.db, key, nowSeconds(deps.clock)))) continue;
    try {
      await feature.seed(deps);
    } catch (error) {
      // Release the claim so the next start tries again (the feature's seed should be idempotent or transactional).
      await deps.db.deleteFrom("meta").where("key", "=", key).execute();
      throw error;
    }
    seeded.push(feature.name);
  }
  return seeded;
}
