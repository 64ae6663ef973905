import type { Kysely } from "kysely";
import { nowSeconds } from "../../app/clock";
import type { Deps } from "../../app/deps";
import { countWrongTry, lockGuard } from "../../auth/otp";
import type { Database, User } from "../../db/schema";
import { ErrorCode, httpError } from "../../http/errors";
import { messages } from "../../messages";

/** The user with this mobile, if any. */
export function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("mobile", "=", mobile).executeTakeFirst();
}

/** Wrong passwords count against the same per-number lock as wrong codes. */
export async function countWrongPassword(deps: Deps, mobile: string): Promise<void> {
  const now = nowSeconds(deps.clock);
  const locked = await deps.db
    .transaction()
    .execute(async (trx) => countWrongTry(trx, deps.config, await lockGuard(trx, mobile, now), now));
  if (locked) throw httpError(400, messages.codeLocked, ErrorCode.codeLocked);
}

/** Refuses while the number is locked by wrong tries. */
export async function assertMobileNotLocked(deps: Deps, mobile: string): Promise<void> {
  const g = await deps.db
    .selectFrom("otp_guards")
    .select("locked_until")
    .where("mobile", "=", mobile)
    .executeTakeFirst();
  if (g?.locked_until && g.locked_until > nowSeconds(deps.clock))
    throw httpError(400, messages.codeLocked, ErrorCode.codeLocked);
}
