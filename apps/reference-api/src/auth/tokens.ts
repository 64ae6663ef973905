import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hash,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, num, type User } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { type Clock, nowSeconds } from "../kernel/clock";
import type { Config } from "../kernel/config";
import { messages } from "../messages";

/** The four token fields the panel stores; `*_expires_in` are absolute expiry times in unix seconds (contract). */
export interface TokenSet {
  access_token: string;
  access_token_expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored hashed, so a leaked table does not leak sessions. */
export function hashToken(token: string): string {
  // One-shot: no Hash object per call (every signed-in request hashes its token).
  return hash("sha256", token, "hex");
}

/** Constant-time string comparison (equal length is compared without early exit). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/** Issues an access + refresh pair; `family` links rotated refresh tokens so a reuse revokes them all. */
export async function issueTokenSet(
  db: Kysely<Database>,
  clock: Clock,
  config: Config,
  userId: number,
  family: string = randomToken(),
): Promise<TokenSet> {
  const now = nowSeconds(clock);
  const access = randomToken();
  const refresh = randomToken();
  await db
    .insertInto("tokens")
    .values([
      {
        token_hash: hashToken(access),
        kind: "access",
        user_id: userId,
        family,
        expires_at: now + config.accessTtlSeconds,
        used_at: null,
        created_at: now,
      },
      {
        token_hash: hashToken(refresh),
        kind: "refresh",
        user_id: userId,
        family,
        expires_at: now + config.refreshTtlSeconds,
        used_at: null,
        created_at: now,
      },
    ])
    .execute();
  return {
    access_token: access,
    access_token_expires_in: now + config.accessTtlSeconds,
    refresh_token: refresh,
    refresh_token_expires_in: now + config.refreshTtlSeconds,
  };
}

/** The key that seals a refresh token's successor pair: only the spent token itself gives it. */
function successorKey(refreshToken: string): Buffer {
  return createHash("sha256").update(`successor:${refreshToken}`).digest();
}

/** AES-256-GCM: iv (12) + tag (16) + ciphertext, base64url. */
export function sealSuccessor(refreshToken: string, set: TokenSet): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", successorKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(set), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The pair sealed by `sealSuccessor`, or null when it does not open with this token. */
export function openSuccessor(refreshToken: string, sealed: string): TokenSet | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", successorKey(refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    return JSON.parse(text) as TokenSet;
  } catch {
    return null;
  }
}

/**
 * Exchanges a refresh token for a new pair. A token already used within `refreshReuseGraceSeconds` of its
 * exchange answers the same new pair again to the client that exchanged it (two tabs refreshing at once; sealed
 * with the spent token, so only its holder can read it); a reuse after the window, or by another client (`client`:
 * its address and user agent), revokes the whole family (theft signal).
 * Failures answer 400, not 401 (contract): a 401 here would start the client's refresh loop again.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  clock: Clock,
  config: Config,
  refreshToken: string,
  client: string,
): Promise<TokenSet> {
  const now = nowSeconds(clock);
  const clientHash = hashToken(`client:${client}`);
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(refreshToken))
      .where("kind", "=", "refresh")
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked) return "invalid" as const;
    if (row.used_at !== null) {
      const again =
        now - num(row.used_at) <= config.refreshReuseGraceSeconds &&
        row.successor !== null &&
        row.successor_client !== null &&
        safeEqual(row.successor_client, clientHash)
          ? openSuccessor(refreshToken, row.successor)
          : null;
      if (again) return again;
      // Committed (not thrown inside the transaction), so the family stays revoked.
      await trx.updateTable("tokens").set({ revoked: true }).where("family", "=", row.family).execute();
      return "reused" as const;
    }
    if (num(row.expires_at) <= now) return "expired" as const;
    const next = await issueTokenSet(trx, clock, config, row.user_id, row.family);
    await trx
      .updateTable("tokens")
      .set({ used_at: now, successor: sealSuccessor(refreshToken, next), successor_client: clientHash })
      .where("id", "=", row.id)
      .execute();
    return next;
  });
  if (result === "invalid") throw httpError(400, messages.refreshInvalid, ErrorCode.unauthorized);
  if (result === "reused") throw httpError(400, messages.refreshReused, ErrorCode.refreshReused);
  if (result === "expired") throw httpError(400, messages.tokenExpired, ErrorCode.tokenExpired);
  return result;
}

/** Issues a single-use auto-login token (for `/_auto_login?temp_token=`). */
export async function issueTempToken(
  db: Kysely<Database>,
  clock: Clock,
  config: Config,
  userId: number,
): Promise<string> {
  const now = nowSeconds(clock);
  const token = randomToken();
  await db
    .insertInto("tokens")
    .values({
      token_hash: hashToken(token),
      kind: "temp",
      user_id: userId,
      family: randomToken(),
      expires_at: now + config.tempTokenTtlSeconds,
      used_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

/** Spends a temp token (once) and returns its user id. */
export async function consumeTempToken(db: Kysely<Database>, clock: Clock, token: string): Promise<number> {
  const now = nowSeconds(clock);
  const row = await db
    .updateTable("tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("kind", "=", "temp")
    .where("used_at", "is", null)
    .where("revoked", "=", false)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!row) throw httpError(400, messages.tempTokenInvalid, ErrorCode.unauthorized);
  return row.user_id;
}

/** 401 unless the access-token row was found, is not revoked and has not expired (the one rule for every lookup). */
export function assertLiveAccessToken<
  Row extends { token_revoked: boolean; token_expires_at: Parameters<typeof num>[0] },
>(row: Row | undefined, clock: Clock): asserts row is Row {
  if (!row || row.token_revoked) throw httpError(401, messages.unauthorized, ErrorCode.unauthorized);
  if (num(row.token_expires_at) <= nowSeconds(clock)) {
    throw httpError(401, messages.tokenExpired, ErrorCode.tokenExpired);
  }
}

/** Resolves a bearer access token to its user; 401 when unknown, revoked or expired. */
export async function authenticate(db: Kysely<Database>, clock: Clock, token: string): Promise<User> {
  const row = await db
    .selectFrom("tokens")
    .innerJoin("users", "users.id", "tokens.user_id")
    .selectAll("users")
    .select(["tokens.expires_at as token_expires_at", "tokens.revoked as token_revoked"])
    .where("tokens.token_hash", "=", hashToken(token))
    .where("tokens.kind", "=", "access")
    .executeTakeFirst();
  assertLiveAccessToken(row, clock);
  const { token_expires_at: _e, token_revoked: _r, ...user } = row;
  return user;
}

/** Deletes tokens and one-time codes expired for more than a day (run at start-up; keeps the tables small). */
export async function pruneExpired(db: Kysely<Database>, clock: Clock): Promise<void> {
  const cutoff = nowSeconds(clock) - 86_400;
  await db.deleteFrom("tokens").where("expires_at", "<", cutoff).execute();
  await db.deleteFrom("otp_codes").where("expires_at", "<", cutoff).execute();
}
