import type { Kysely } from "kysely";
import { countWrongGuess, guessWait, lockGuessKey, persianWait, tooManyRequests } from "../../auth/limits";
import { clientKeys } from "../../auth/otp";
import type { Deps } from "../../context/deps";
import type { Database, User } from "../../db/schema";
import { ErrorCode } from "../../http/errors";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";

/** The user with this mobile, if any. */
export function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
}

/** Limiter key of wrong passwords for one number (only the password path: a code still signs the owner in). */
const passwordKey = (mobile: string) => `password:${mobile}`;

/**
 * Takes one password try for `client` and `mobile` before the (slow) check: refused with 429 while either is in
 * its delay, else counted as wrong up front so parallel guesses cannot all slip past; `refund` un-counts it when the
 * password was right (and clears the number's count).
 */
export async function takePasswordTry(
  deps: Deps,
  mobile: string,
  client: string,
): Promise<{ refund(): Promise<void> }> {
  const now = nowSeconds(deps.clock);
  const keys = [clientKeys.guesses(client), passwordKey(mobile)] as const;
  const refused = await deps.db.transaction().execute(async (trx) => {
    for (const key of keys) await lockGuessKey(trx, key);
    const clientWait = await guessWait(trx, keys[0], now);
    if (clientWait > 0)
      return tooManyRequests(
        messages.tooManyGuesses(persianWait(clientWait)),
        ErrorCode.tooManyGuesses,
        clientWait,
      );
    const numberWait = await guessWait(trx, keys[1], now);
    if (numberWait > 0)
      return tooManyRequests(
        messages.passwordDelayed(persianWait(numberWait)),
        ErrorCode.tooManyGuesses,
        numberWait,
      );
    for (const key of keys) await countWrongGuess(trx, deps.config, key, now);
    return null;
  });
  if (refused) throw refused;
  return {
    async refund() {
      await deps.db
        .updateTable("guess_guards")
        .set((eb) => ({ wrong_tries: eb.fn("greatest", [eb("wrong_tries", "-", 1), eb.lit(0)]) }))
        .where("key", "=", keys[0])
        .execute();
      // The right password clears the number's count: whoever knows it has nothing left to guess.
      await deps.db
        .updateTable("guess_guards")
        .set({ wrong_tries: 0, blocked_until: 0 })
        .where("key", "=", keys[1])
        .execute();
    },
  };
}
