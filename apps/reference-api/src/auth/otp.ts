import { createHash, randomInt } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { nowSeconds } from "../app/clock";
import type { Config } from "../app/config";
import type { Deps } from "../app/deps";
import type { Database, OtpGuardsTable } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { messages } from "../messages";
import { safeEqual } from "./tokens";

/** Why a code was sent; a code only confirms the purpose it was sent for. */
export type OtpPurpose = "signin" | "forgot" | "two_factor";

/** Codes are stored hashed (bound to number and purpose) so a table dump shows no live code; any instance can verify. */
function hashCode(mobile: string, purpose: OtpPurpose, code: string): string {
  return createHash("sha256").update(`${mobile}:${purpose}:${code}`).digest("hex");
}

/** The number's guard row, created on first use and locked for update (call inside a transaction). */
export async function lockGuard(db: Kysely<Database>, mobile: string, now: number) {
  await db
    .insertInto("otp_guards")
    .values({ mobile, window_start: now })
    .onConflict((oc) => oc.column("mobile").doNothing())
    .execute();
  return db
    .selectFrom("otp_guards")
    .selectAll()
    .where("mobile", "=", mobile)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

function assertNotLocked(lockedUntil: number | null, now: number): void {
  if (lockedUntil !== null && lockedUntil > now) {
    throw httpError(400, messages.codeLocked, ErrorCode.codeLocked);
  }
}

/**
 * Counts one wrong code or password against the number (inside the transaction that locked `guard`); the try that
 * reaches `otpMaxWrongTries` locks the number for `otpLockSeconds` and starts the count again. True when it locked.
 */
export async function countWrongTry(
  trx: Kysely<Database>,
  config: Pick<Config, "otpMaxWrongTries" | "otpLockSeconds">,
  guard: Selectable<OtpGuardsTable>,
  now: number,
): Promise<boolean> {
  const tries = guard.wrong_tries + 1;
  const lock = tries >= config.otpMaxWrongTries;
  await trx
    .updateTable("otp_guards")
    .set({
      wrong_tries: lock ? 0 : tries,
      locked_until: lock ? now + config.otpLockSeconds : guard.locked_until,
    })
    .where("mobile", "=", guard.mobile)
    .execute();
  return lock;
}

/**
 * Creates and "sends" a 5-digit code (written to the server log; `OTP_CODE` fixes its value).
 * Refused while the number is locked or when it asked for too many codes in the current window.
 */
export async function sendCode(deps: Deps, mobile: string, purpose: OtpPurpose): Promise<void> {
  const { config, clock, log } = deps;
  const now = nowSeconds(clock);
  // 10000–99999: the contract sends codes as integers, so none may start with 0.
  const code = config.otpCode ?? String(randomInt(10000, 100000));
  await deps.db.transaction().execute(async (trx) => {
    const g = await lockGuard(trx, mobile, now);
    assertNotLocked(g.locked_until, now);
    const inWindow = now - g.window_start < config.otpWindowSeconds;
    const count = inWindow ? g.requests_in_window : 0;
    if (count >= config.otpRequestsPerWindow)
      throw httpError(400, messages.codeRateLimited, ErrorCode.codeRateLimited);
    await trx
      .updateTable("otp_guards")
      .set({ requests_in_window: count + 1, window_start: inWindow ? g.window_start : now })
      .where("mobile", "=", mobile)
      .execute();
    await trx
      .updateTable("otp_codes")
      .set({ consumed: true })
      .where("mobile", "=", mobile)
      .where("purpose", "=", purpose)
      .execute();
    await trx
      .insertInto("otp_codes")
      .values({
        mobile,
        purpose,
        code_hash: hashCode(mobile, purpose, code),
        expires_at: now + config.otpTtlSeconds,
        created_at: now,
      })
      .execute();
  });
  log.info("one-time code (SMS simulated)", { mobile, purpose, code });
}

/**
 * Confirms a code: right → consumed (single use) and the wrong-try counter resets; wrong → counted,
 * and the number locks after `otpMaxWrongTries`. Throws the Persian error for each case.
 */
export async function verifyCode(
  deps: Deps,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const { config, clock } = deps;
  const now = nowSeconds(clock);
  // The outcome is decided inside the transaction and thrown after it, so wrong tries are committed.
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const g = await lockGuard(trx, mobile, now);
    if (g.locked_until !== null && g.locked_until > now) return "locked" as const;
    const row = await trx
      .selectFrom("otp_codes")
      .selectAll()
      .where("mobile", "=", mobile)
      .where("purpose", "=", purpose)
      .where("consumed", "=", false)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const right = row !== undefined && safeEqual(row.code_hash, hashCode(mobile, purpose, code));
    if (right && row.expires_at > now) {
      await trx.updateTable("otp_codes").set({ consumed: true }).where("id", "=", row.id).execute();
      await trx
        .updateTable("otp_guards")
        .set({ wrong_tries: 0, locked_until: null })
        .where("mobile", "=", mobile)
        .execute();
      return "ok" as const;
    }
    if (right) return "expired" as const;
    const lock = await countWrongTry(trx, config, g, now);
    return lock ? ("locked" as const) : ("wrong" as const);
  });
  if (outcome === "locked") throw httpError(400, messages.codeLocked, ErrorCode.codeLocked);
  if (outcome === "expired") throw httpError(400, messages.codeExpired, ErrorCode.codeExpired);
  if (outcome === "wrong") throw httpError(400, messages.codeWrong, ErrorCode.codeWrong);
}
