import { toPersianDigits } from "@ceremony/persian-text";
import type { Context } from "hono";
import { type Kysely, sql } from "kysely";
import type { AppEnv } from "../context/env";
import type { Database } from "../db/schema";
import { type ApiError, httpError } from "../http/errors";
import type { Config } from "../kernel/config";

/**
 * The client a request comes from, as a limiter key. Without trusted proxies it is the socket's address (a client
 * cannot forge it); with `trustProxyHops` = n it is the n-th address from the right of `X-Forwarded-For` (the one
 * the outermost trusted proxy saw). IPv6 addresses are grouped by /64, the block one subscriber usually gets.
 */
export function clientKey(c: Context<AppEnv>, config: Pick<Config, "trustProxyHops">): string {
  let address = "";
  if (config.trustProxyHops > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter((h) => h !== "");
    address = hops[hops.length - config.trustProxyHops] ?? hops[0] ?? "";
  }
  // `c.env.incoming` is absent under `app.request` (tests): they all count as one local client.
  if (address === "") address = c.env?.incoming?.socket?.remoteAddress ?? "local";
  return normalizeAddress(address);
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; an IPv6 address → its /64 prefix; anything else as is (lower case). */
export function normalizeAddress(address: string): string {
  const a = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped?.[1]) return mapped[1];
  if (!a.includes(":")) return a;
  const [head = "", tail = ""] = a.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = a.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The network of a client key, the unit strangers are told apart by: an IPv4 address's /24 (IPv6 keys are
 * already /64 blocks). Anything else (the tests' "local") is its own network.
 */
export function prefixOf(client: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(client);
  return v4 ? `${v4[1]}.0/24` : client;
}

/** "N minutes" / "N seconds" in Persian digits, rounded up, for wait messages. */
export function persianWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s >= 90
    ? `${toPersianDigits(String(Math.ceil(s / 60)))} دقیقه`
    : `${toPersianDigits(String(s))} ثانیه`;
}

/** A 429 answer: `Retry-After` (whole seconds) is set by the error handler from `retryAfter`. */
export function tooManyRequests(message: string, code: number, retryAfterSeconds: number): ApiError {
  const error = httpError(429, message, code);
  error.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

/**
 * Counts one hit in the fixed window of `key` (one atomic upsert, so parallel requests and several instances
 * count exactly). Returns the seconds to wait when the hit is over `limit`, else 0.
 */
export async function hitBucket(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now: number,
): Promise<number> {
  const expired = now - windowSeconds;
  const row = await sql<{ window_start: string | number; hits: number }>`
    INSERT INTO rate_buckets (key, window_start, hits) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN rate_buckets.window_start <= ${expired} THEN ${now} ELSE rate_buckets.window_start END,
      hits = CASE WHEN rate_buckets.window_start <= ${expired} THEN 1 ELSE rate_buckets.hits + 1 END
    RETURNING window_start, hits`.execute(db);
  const r = row.rows[0];
  if (!r || r.hits <= limit) return 0;
  return Number(r.window_start) + windowSeconds - now;
}

/** Settings of the growing delays. */
export type GuessConfig = Pick<
  Config,
  "guessFreeTries" | "guessBaseDelaySeconds" | "guessMaxDelaySeconds" | "guessResetSeconds"
>;

/** Seconds `key` must still wait before its next try (0: it may try now). */
export async function guessWait(db: Kysely<Database>, key: string, now: number): Promise<number> {
  const row = await db
    .selectFrom("guess_guards")
    .select("blocked_until")
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? Math.max(0, Number(row.blocked_until) - now) : 0;
}

/**
 * Records one wrong code or password for `key`: after `guessFreeTries` each wrong try blocks the key for
 * `guessBaseDelaySeconds` doubled per further try (capped); a quiet `guessResetSeconds` starts the count again.
 * Call inside the transaction of the check so parallel guesses are counted one by one.
 */
export async function countWrongGuess(
  db: Kysely<Database>,
  config: GuessConfig,
  key: string,
  now: number,
): Promise<void> {
  await db
    .insertInto("guess_guards")
    .values({ key })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("guess_guards")
    .selectAll()
    .where("key", "=", key)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const stale = now - Number(row.last_wrong_at) > config.guessResetSeconds;
  const tries = (stale ? 0 : row.wrong_tries) + 1;
  const over = tries - config.guessFreeTries;
  const delay =
    over > 0 ? Math.min(config.guessMaxDelaySeconds, config.guessBaseDelaySeconds * 2 ** (over - 1)) : 0;
  await db
    .updateTable("guess_guards")
    .set({ wrong_tries: tries, last_wrong_at: now, blocked_until: delay > 0 ? now + delay : 0 })
    .where("key", "=", key)
    .execute();
}

/** Serialises the tries of `key` inside a transaction (the row is created if needed, then locked). */
export async function lockGuessKey(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .insertInto("guess_guards")
    .values({ key })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  await db.selectFrom("guess_guards").select("key").where("key", "=", key).forUpdate().execute();
}

/** Counts a hit on `key` like {@link hitBucket}; over `limit` it refuses with 429, `message` naming the wait. */
export async function enforceBucket(
  db: Kysely<Database>,
  bucket: { key: string; limit: number; windowSeconds: number; now: number },
  refusal: { message: (wait: string) => string; code: number },
): Promise<void> {
  const wait = await hitBucket(db, bucket.key, bucket.limit, bucket.windowSeconds, bucket.now);
  if (wait > 0) throw tooManyRequests(refusal.message(persianWait(wait)), refusal.code, wait);
}
