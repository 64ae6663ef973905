import { createHash, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Deps } from "../context/deps";
import type { Database } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { nowSeconds } from "../kernel/clock";
import { messages } from "../messages";
import { countWrongGuess, guessWait, hitBucket, lockGuessKey, persianWait, tooManyRequests } from "./limits";
import { safeEqual } from "./tokens";

/** Why a code was sent; a code only confirms the purpose it was sent for. */
export type OtpPurpose = "signin" | "forgot" | "two_factor";

/** Codes are stored hashed (bound to number and purpose) so a table dump shows no live code; any instance can verify. */
function hashCode(mobile: string, purpose: OtpPurpose, code: string): string {
  return createHash("sha256").update(`${mobile}:${purpose}:${code}`).digest("hex");
}

/** Limiter keys of one client: its code requests, and its wrong codes and passwords. */
export const clientKeys = {
  codeRequests: (client: string) => `otp:${client}`,
  guesses: (client: string) => `guess:${client}`,
} as const;
const GLOBAL_CODE_KEY = "otp:*";

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

/**
 * Counts a code request of `client` (any number): over `otpClientRequestsPerWindow` it answers 429. Also used
 * alone where no code is sent (forgot-password for an unknown number), so both cases answer alike.
 */
export async function limitClientCodeRequests(deps: Deps, client: string): Promise<void> {
  const { config } = deps;
  const wait = await hitBucket(
    deps.db,
    clientKeys.codeRequests(client),
    config.otpClientRequestsPerWindow,
    config.otpClientWindowSeconds,
    nowSeconds(deps.clock),
  );
  if (wait > 0)
    throw tooManyRequests(messages.clientRateLimited(persianWait(wait)), ErrorCode.clientRateLimited, wait);
}

/**
 * Creates and "sends" a 5-digit code (written to the server log; `OTP_CODE` fixes its value). Three limits, each a
 * 429 with `Retry-After`: per client (any numbers), per number, and in total (the SMS budget).
 */
export async function sendCode(
  deps: Deps,
  mobile: string,
  purpose: OtpPurpose,
  client: string,
): Promise<void> {
  const { config, clock, log } = deps;
  await limitClientCodeRequests(deps, client);
  const now = nowSeconds(clock);
  // 10000–99999: the contract sends codes as integers, so none may start with 0.
  const code = config.otpCode ?? String(randomInt(10000, 100000));
  const refused = await deps.db.transaction().execute(async (trx) => {
    const g = await lockGuard(trx, mobile, now);
    const inWindow = now - g.window_start < config.otpWindowSeconds;
    const count = inWindow ? g.requests_in_window : 0;
    if (count >= config.otpRequestsPerWindow) {
      const wait = g.window_start + config.otpWindowSeconds - now;
      return tooManyRequests(messages.codeRateLimited(persianWait(wait)), ErrorCode.codeRateLimited, wait);
    }
    // Last, so a request refused above spends none of the shared budget (the bucket row is held to commit).
    const busy = await hitBucket(
      trx,
      GLOBAL_CODE_KEY,
      config.otpGlobalRequestsPerWindow,
      config.otpGlobalWindowSeconds,
      now,
    );
    if (busy > 0) throw tooManyRequests(messages.serviceBusy(persianWait(busy)), ErrorCode.serviceBusy, busy);
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
    return null;
  });
  if (refused) throw refused;
  log.info("one-time code (SMS simulated)", { mobile, purpose, code });
}

type VerifyOutcome = "ok" | "wrong" | "burnt" | "expired" | "used" | { wait: number };

/**
 * Confirms a code. Right → consumed (single use). Wrong → counted against the code (burnt after
 * `otpMaxWrongTries`: the owner asks for a new one, the number is never locked) and against the client (growing
 * delays, 429). The right code again after it was used (a double submit) answers "already used" and counts
 * nothing. Tries of one client are serialised on its guard row, so parallel guesses are counted one by one.
 */
export async function verifyCode(
  deps: Deps,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
  client: string,
): Promise<void> {
  const { config, clock } = deps;
  const now = nowSeconds(clock);
  const guessKey = clientKeys.guesses(client);
  // The outcome is decided inside the transaction and thrown after it, so wrong tries are committed.
  const outcome = await deps.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    await lockGuessKey(trx, guessKey);
    const wait = await guessWait(trx, guessKey, now);
    if (wait > 0) return { wait };
    await lockGuard(trx, mobile, now);
    const hash = hashCode(mobile, purpose, code);
    // The live code and the few before it: a match among the older ones is a right code sent late, not a guess.
    const rows = await trx
      .selectFrom("otp_codes")
      .selectAll()
      .where("mobile", "=", mobile)
      .where("purpose", "=", purpose)
      .orderBy("id", "desc")
      .limit(3)
      .execute();
    const latest = rows[0];
    const match = rows.find((r) => safeEqual(r.code_hash, hash));
    if (match) {
      if (match.wrong_tries >= config.otpMaxWrongTries) return "burnt";
      if (match.expires_at <= now) return "expired";
      if (match.consumed) return "used";
      await trx.updateTable("otp_codes").set({ consumed: true }).where("id", "=", match.id).execute();
      return "ok";
    }
    await countWrongGuess(trx, config, guessKey, now);
    if (latest && !latest.consumed && latest.expires_at > now) {
      const tries = latest.wrong_tries + 1;
      const burn = tries >= config.otpMaxWrongTries;
      await trx
        .updateTable("otp_codes")
        .set({ wrong_tries: tries, consumed: burn })
        .where("id", "=", latest.id)
        .execute();
      if (burn) return "burnt";
    }
    return "wrong";
  });
  if (typeof outcome === "object")
    throw tooManyRequests(
      messages.tooManyGuesses(persianWait(outcome.wait)),
      ErrorCode.tooManyGuesses,
      outcome.wait,
    );
  if (outcome === "burnt") throw httpError(400, messages.codeLocked, ErrorCode.codeLocked);
  if (outcome === "expired") throw httpError(400, messages.codeExpired, ErrorCode.codeExpired);
  if (outcome === "used") throw httpError(400, messages.codeUsed, ErrorCode.codeUsed);
  if (outcome === "wrong") throw httpError(400, messages.codeWrong, ErrorCode.codeWrong);
}
