import type { Kysely } from "kysely";
import { isKnownClient } from "../../auth/knownClients";
import {
  countWrongGuess,
  guessWait,
  lockGuessKey,
  persianWait,
  prefixOf,
  tooManyRequests,
} from "../../auth/limits";
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
/** The same from one network: strangers elsewhere cannot delay it. */
const networkPasswordKey = (mobile: string, client: string) => `password:${mobile}:${prefixOf(client)}`;

/**
 * Takes one password try for `client` and `mobile` before the (slow) check: refused with 429 while the client,
 * the number from the client's network, or the number from anywhere (skipped on the owner's known networks) is
 * in its delay, else counted as wrong up front so parallel guesses cannot all slip past; `refund` un-counts it
 * when the password was right (and clears the number's counts).
 */
export async function takePasswordTry(
  deps: Deps,
  mobile: string,
  client: string,
): Promise<{ refund(): Promise<void> }> {
  const now = nowSeconds(deps.clock);
  const known = await isKnownClient(deps.db, deps.config, mobile, client, now);
  const clientGuessKey = clientKeys.guesses(client);
  const numberKeys = [networkPasswordKey(mobile, client), ...(known ? [] : [passwordKey(mobile)])];
  const keys = [clientGuessKey, ...numberKeys];
  const refused = await deps.db.transaction().execute(async (trx) => {
    for (const key of keys) await lockGuessKey(trx, key);
    const clientWait = await guessWait(trx, clientGuessKey, now);
    if (clientWait > 0)
      return tooManyRequests(
        messages.tooManyGuesses(persianWait(clientWait)),
        ErrorCode.tooManyGuesses,
        clientWait,
      );
    for (const key of numberKeys) {
      const numberWait = await guessWait(trx, key, now);
      if (numberWait > 0)
        return tooManyRequests(
          messages.passwordDelayed(persianWait(numberWait)),
          ErrorCode.tooManyGuesses,
          numberWait,
        );
    }
    for (const key of keys) await countWrongGuess(trx, deps.config, key, now);
    return null;
  });
  if (refused) throw refused;
  return {
    async refund() {
      await deps.db
        .updateTable("guess_guards")
        .set((eb) => ({ wrong_tries: eb.fn("greatest", [eb("wrong_tries", "-", 1), eb.lit(0)]) }))
        .where("key", "=", clientGuessKey)
        .execute();
      // The right password clears the number's counts: whoever knows it has nothing left to guess.
      await deps.db
        .updateTable("guess_guards")
        .set({ wrong_tries: 0, blocked_until: 0 })
        .where("key", "in", [networkPasswordKey(mobile, client), passwordKey(mobile)])
        .execute();
    },
  };
}
