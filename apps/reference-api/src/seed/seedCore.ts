import { PersonKindRole } from "@ceremony/api-client/contract";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/passwords";
import type { Database } from "../db/schema";
import { messages } from "../messages";
import { DEMO_ACCOUNTS, DEMO_PROFILES } from "./accounts";
import { SEED_PROFILES, seedNotification, TICKET_SECTIONS, TICKET_SEEDS, walletHistory } from "./coreData";

const DAY = 86400;

/** Seeds accounts, profiles and links, wallets with history, notifications and tickets (inside `trx`). */
export async function seedCoreRows(trx: Kysely<Database>, now: number): Promise<void> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  // Users first without a main profile: profiles reference their owner, users.main_profile_id the profile.
  const users = await Promise.all(
    accounts.map(async (a) => ({
      id: a.userId,
      mobile: a.phone,
      password_hash: a.password ? await hashPassword(a.password) : null,
      two_factor_method: a.twoFactor,
      main_profile_id: null,
      created_at: now - 90 * DAY,
    })),
  );
  await trx.insertInto("users").values(users).execute();
  await trx
    .insertInto("profiles")
    .values(
      SEED_PROFILES.map((p) => ({
        id: p.id,
        owner_user_id: p.owner,
        person_kind_role_id: p.kind,
        first_name: p.first,
        last_name: p.last,
        label: p.label,
        pic: "",
        national_code: p.nc,
        birth_date: p.kind === PersonKindRole.USER_LEGAL ? null : 631152000 + p.id * 1000 * 60,
        shaba: p.shaba,
        validation_status: p.status,
        created_at: now - 80 * DAY,
      })),
    )
    .execute();
  await trx
    .insertInto("wallets")
    .values(SEED_PROFILES.map((p) => ({ profile_id: p.id, balance: 0, withdrawable_balance: 0 })))
    .execute();
  for (const a of accounts) {
    await trx
      .updateTable("users")
      .set({ main_profile_id: a.mainProfileId })
      .where("id", "=", a.userId)
      .execute();
  }
  await trx
    .insertInto("profile_links")
    .values(accounts.map((a) => ({ user_id: a.userId, profile_id: a.mainProfileId })))
    .execute();
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

  for (const [i, name] of TICKET_SECTIONS.entries())
    await trx
      .insertInto("ticket_sections")
      .values({ id: i + 1, name })
      .execute();

  for (const p of SEED_PROFILES) {
    const rich = p.status === "approved";
    const history = walletHistory(rich);
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
          ...seedNotification(i),
          // The 'new request' notices of 09120000001 name a seeded request of its madahi service (order 1200 + i
          // is request 100 + i), so the demo shows the link to the request.
          ...(p.id === 101 && i % 3 === 0 ? { item_id: 100 + i, item_form_id: 301 } : {}),
          seen: i >= 4,
          created_at: now - ((count - i) * DAY) / 2,
        })
        .execute();
    }
  }

  for (const [i, t] of TICKET_SEEDS.entries()) {
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
          name: r.kind === 3 ? messages.supportName : "کاربر",
          kind_id: r.kind,
          created_at: created + (j + 1) * 3600,
        })
        .execute();
    }
  }
}
