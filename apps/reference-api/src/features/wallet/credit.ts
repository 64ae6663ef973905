import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Adds a signed amount to a wallet and records the transaction with the balance after it (inside `trx`). */
export async function recordTransaction(
  trx: Kysely<Database>,
  profileId: number,
  amount: number,
  typeId: number,
  title: string,
  createdAt: number,
): Promise<number> {
  const wallet = await trx
    .updateTable("wallets")
    .set((eb) => ({ balance: eb("balance", "+", amount) }))
    .where("profile_id", "=", profileId)
    .returning("balance")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("transactions")
    .values({
      profile_id: profileId,
      amount,
      type_id: typeId,
      title,
      balance_after: wallet.balance,
      created_at: createdAt,
    })
    .execute();
  return wallet.balance;
}
