import { createHash, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Deps } from "../context/deps";
import type { Database } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { nowSeconds } from "../kernel/clock";
import { messages } from "../messages";
import { isKnownClient, rememberClient } from "./knownClients";
import {
  countWrongGuess,
  enforceBucket,
  guessWait,
  hitBucket,
  lockGuessKey,
  persianWait,
  prefixOf,
  tooManyRequests,
} from "./limits";
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
const prefixCodeKey = (client: string) => `otp-net:${prefixOf(client)}`;
const numberCodeKey = (mobile: string, client: string) => `otp-num:${mobile}:${prefixOf(client)}`;
const GLOBAL_CODE_KEY = "otp:*";
/** Spent only once the shared budget is: a flood of sign-ups for new numbers cannot take it. */
const ACCOUNTS_RESERVE_KEY = "otp:*:accounts";

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
 * Counts a code request of `client` (any number), then of its network: over `otpClientRequestsPerWindow` or
 * `otpPrefixRequestsPerWindow` it answers 429, so a few addresses of one network cannot reach the shared budget.
 * Also used alone where no code is sent (forgot-password for an unknown number), so both cases answer alike.
 */
export async function limitClientCodeRequests(deps: Deps, client: string): Promise<void> {
  const { config } = deps;
  const now = nowSeconds(deps.clock);
  const wait =
    (await hitBucket(
      deps.db,
      clientKeys.codeRequests(client),
      config.otpClientRequestsPerWindow,
      config.otpClientWindowSeconds,
      now,
    )) ||
    (await hitBucket(
      deps.db,
      prefixCodeKey(client),
      config.otpPrefixRequestsPerWindow,
      config.otpClientWindowSeconds,
      now,
    ));
  if (wait > 0)
    throw tooManyRequests(messages.clientRateLimited(persianWait(wait)), ErrorCode.clientRateLimited, wait);
}

/**
 * Over the number's SMS cap: true (send nothing) while the last code sent this hour is unused — it stays the live
 * one for another `otpTtlSeconds`, the owner has it on the phone — or while the client's network spent its tries on
 * it (a guesser must not buy a new code with its wrong tries). False when the owner used it: strangers cannot use a
 * code, so past the cap only the owner's sign-ins open room for one more SMS.
 */
async function withholdCode(
  trx: Kysely<Database>,
  config: Deps["config"],
  mobile: string,
  purpose: OtpPurpose,
  client: string,
  guard: { sms_window_start: number | string },
  now: number,
): Promise<boolean> {
  const last = await trx
    .selectFrom("otp_codes")
    .select(["id", "consumed", "created_at", "wrong_tries"])
    .where("mobile", "=", mobile)
    .where("purpose", "=", purpose)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last || last.consumed || Number(last.created_at) < Number(guard.sms_window_start)) return false;
  const wrong = await trx
    .selectFrom("otp_code_wrong")
    .select("tries")
    .where("code_id", "=", last.id)
    .where("prefix", "=", prefixOf(client))
    .executeTakeFirst();
  if (codeDoneFor(config, last, wrong?.tries ?? 0)) return true;
  await trx
    .updateTable("otp_codes")
    .set({ expires_at: now + config.otpTtlSeconds })
    .where("id", "=", last.id)
    .execute();
  return true;
}

/** Whether a network with `tries` wrong tries on this code may try it no more. */
function codeDoneFor(
  config: Pick<Deps["config"], "otpMaxWrongTries" | "otpCodeWrongCeiling">,
  code: { wrong_tries: number },
  tries: number,
): boolean {
  return tries >= config.otpMaxWrongTries || (tries > 0 && code.wrong_tries >= config.otpCodeWrongCeiling);
}

/**
 * Creates and "sends" a 5-digit code (written to the server log; `OTP_CODE` fixes its value). Limits, each a 429
 * with `Retry-After`: per client and per network (any numbers), per number from one network, and in total (the
 * SMS budget, with a reserve for existing accounts). A stranger's request over the number's hourly SMS cap
 * answers as sent but sends nothing and keeps the last code sent alive, so the owner can still use it.
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
  await enforceBucket(
    deps.db,
    {
      key: numberCodeKey(mobile, client),
      limit: config.otpRequestsPerWindow,
      windowSeconds: config.otpWindowSeconds,
      now,
    },
    { message: messages.codeRateLimited, code: ErrorCode.codeRateLimited },
  );
  const known = await isKnownClient(deps.db, config, mobile, client, now);
  const hasAccount =
    (await deps.db.selectFrom("users").select("id").where("mobile", "=", mobile).executeTakeFirst()) !==
    undefined;
  // 10000–99999: the contract sends codes as integers, so none may start with 0.
  const code = config.otpCode ?? String(randomInt(10000, 100000));
  const sent = await deps.db.transaction().execute(async (trx) => {
    const g = await lockGuard(trx, mobile, now);
    const smsWindowOpen = now - Number(g.sms_window_start) < config.otpSmsWindowSeconds;
    const smsCount = smsWindowOpen ? g.sms_in_window : 0;
    if (
      !known &&
      smsCount >= config.otpSmsPerNumber &&
      (await withholdCode(trx, config, mobile, purpose, client, g, now))
    )
      return false;
    // Last, so a request refused above spends none of the shared budget (the bucket row is held to commit).
    const busy = await hitBucket(
      trx,
      GLOBAL_CODE_KEY,
      config.otpGlobalRequestsPerWindow,
      config.otpGlobalWindowSeconds,
      now,
    );
    const reserveBusy =
      busy > 0 && hasAccount
        ? await hitBucket(
            trx,
            ACCOUNTS_RESERVE_KEY,
            config.otpGlobalAccountReserve,
            config.otpGlobalWindowSeconds,
            now,
          )
        : busy;
    if (reserveBusy > 0)
      throw tooManyRequests(
        messages.serviceBusy(persianWait(reserveBusy)),
        ErrorCode.serviceBusy,
        reserveBusy,
      );
    if (!known)
      await trx
        .updateTable("otp_guards")
        .set({ sms_in_window: smsCount + 1, sms_window_start: smsWindowOpen ? g.sms_window_start : now })
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
    return true;
  });
  if (sent) log.info("one-time code (SMS simulated)", { mobile, purpose, code });
}

type VerifyOutcome = "ok" | "wrong" | "burnt" | "expired" | "used" | { wait: number };

/**
 * Confirms a code. Right → consumed (single use) and the client's network remembered as the owner's. Wrong →
 * counted against the code for the client's network (after `otpMaxWrongTries` that network is done with the code,
 * other networks keep theirs; once all networks together reach `otpCodeWrongCeiling`, a network that already
 * failed is done at once, and every later try of that network answers "burnt") and against the client (growing
 * delays, 429). The right code again after it was used
 * (a double submit) answers "already used" and counts nothing. Tries of one client are serialised on its guard
 * row, so parallel guesses are counted one by one.
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
  const prefix = prefixOf(client);
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
    const mine = new Map(
      rows.length === 0
        ? []
        : (
            await trx
              .selectFrom("otp_code_wrong")
              .select(["code_id", "tries"])
              .where("prefix", "=", prefix)
              .where(
                "code_id",
                "in",
                rows.map((r) => r.id),
              )
              .execute()
          ).map((r) => [r.code_id, r.tries]),
    );
    const doneFor = (row: { id: number; wrong_tries: number }) =>
      codeDoneFor(config, row, mine.get(row.id) ?? 0);
    const latest = rows[0];
    const match = rows.find((r) => safeEqual(r.code_hash, hash));
    if (match) {
      if (doneFor(match)) return "burnt";
      if (match.expires_at <= now) return "expired";
      if (match.consumed) return "used";
      await trx.updateTable("otp_codes").set({ consumed: true }).where("id", "=", match.id).execute();
      await rememberClient(trx, mobile, client, now);
      return "ok";
    }
    await countWrongGuess(trx, config, guessKey, now);
    // A network done with the live code hears so on every later try: "wrong" would have it guess on.
    if (latest && !latest.consumed && latest.expires_at > now && doneFor(latest)) return "burnt";
    if (latest && !latest.consumed && latest.expires_at > now) {
      const counted = await trx
        .insertInto("otp_code_wrong")
        .values({ code_id: latest.id, prefix, tries: 1 })
        .onConflict((oc) =>
          oc
            .columns(["code_id", "prefix"])
            .doUpdateSet((eb) => ({ tries: eb("otp_code_wrong.tries", "+", 1) })),
        )
        .returning("tries")
        .executeTakeFirstOrThrow();
      const total = latest.wrong_tries + 1;
      await trx.updateTable("otp_codes").set({ wrong_tries: total }).where("id", "=", latest.id).execute();
      // This network has now failed at least once, so the ceiling applies to it too.
      if (counted.tries >= config.otpMaxWrongTries || total >= config.otpCodeWrongCeiling) return "burnt";
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
