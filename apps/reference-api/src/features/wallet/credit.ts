import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ErrorCode, httpError } from "../../http/errors";
import { messages } from "../../messages";
import { MAX_TOMANS } from "./money";

/**
 * Adds a signed amount to a wallet and records the transaction with the balance after it (inside `trx`). A credit
 * that would take the balance past MAX_TOMANS is refused (400) and changes nothing.
 */
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
    .where((eb) => eb(eb("balance", "+", amount), "<=", MAX_TOMANS))
    .returning("balance")
    .executeTakeFirst();
  if (!wallet) throw httpError(400, messages.walletFull, ErrorCode.invalidRequest);
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
