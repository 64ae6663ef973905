import type { Kysely } from "kysely";
import type { Deps } from "../context/deps";
import { queryTemplate } from "../db/queryTemplate";
import type { Database, Profile, User } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { messages } from "../messages";
import { assertLiveAccessToken, hashToken } from "./tokens";

/** Every column of `profiles`; the `satisfies` and the check below keep the list whole when the table grows. */
const PROFILE_COLUMNS = [
  "id",
  "owner_user_id",
  "person_kind_role_id",
  "first_name",
  "last_name",
  "label",
  "pic",
  "national_code",
  "birth_date",
  "shaba",
  "validation_status",
  "created_at",
  "version",
] as const satisfies readonly (keyof Profile)[];
type MissingProfileColumn = Exclude<keyof Profile, (typeof PROFILE_COLUMNS)[number]>;
const profileColumnsWhole: [MissingProfileColumn] extends [never] ? true : MissingProfileColumn = true;
void profileColumnsWhole;

/** Prefix of the profile's columns in the joined row (users' own names stay bare). */
const P = "profile__";

/** The session-and-profile join of a token (`profileId`: the slot of the chosen profile, or null for the main one). */
type SlotOf<Names> = (name: Names) => string;

function sessionQuery(db: Kysely<Database>, slot: SlotOf<"tokenHash" | "profileId">, chosen: boolean) {
  return db
    .selectFrom("tokens")
    .innerJoin("users", "users.id", "tokens.user_id")
    .leftJoin("profile_links", (join) => {
      const own = join.onRef("profile_links.user_id", "=", "users.id");
      return chosen
        ? own.on("profile_links.profile_id", "=", slot("profileId") as unknown as number)
        : own.onRef("profile_links.profile_id", "=", "users.main_profile_id");
    })
    .leftJoin("profiles", "profiles.id", "profile_links.profile_id")
    .selectAll("users")
    .select(["tokens.expires_at as token_expires_at", "tokens.revoked as token_revoked"])
    .select(PROFILE_COLUMNS.map((column) => `profiles.${column} as ${P}${column}` as const))
    .where("tokens.token_hash", "=", slot("tokenHash"))
    .where("tokens.kind", "=", "access");
}

const templates = new WeakMap<Kysely<Database>, ReturnType<typeof templatesFor>>();

function templatesFor(db: Kysely<Database>) {
  return {
    // The main profile's query has no profile slot.
    mainProfile: queryTemplate<"tokenHash", SessionRow>((slot) =>
      sessionQuery(db, slot as SlotOf<"tokenHash" | "profileId">, false),
    ),
    chosenProfile: queryTemplate<"tokenHash" | "profileId", SessionRow>((slot) =>
      sessionQuery(db, slot, true),
    ),
  };
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>["executeTakeFirstOrThrow"]>>;

/** Compiled once per database: this join runs on every signed-in request. */
function sessionQueries(db: Kysely<Database>) {
  let found = templates.get(db);
  if (!found) {
    found = templatesFor(db);
    templates.set(db, found);
  }
  return found;
}

/**
 * The user of a bearer access token and the profile it acts as, in one query (a signed-in request used to pay
 * three round trips before its own: token, profile link, then the work; see docs/decisions/reference-api.md).
 * It runs as a prepared statement, planned once per connection, and a granted lookup is kept in `deps.sessions`
 * until any change of its rows (see createSessionCache: this instance's own writes at once, other instances' by
 * NOTIFY at commit), so a revocation takes effect on the next request. `profileId` null = the user's main profile.
 * The answers keep requireProfile's order: 401 for an unknown, revoked or expired token first, then 403 when the
 * profile is not the user's (own or linked) or its validation was rejected (code 1042).
 */
export async function sessionProfile(
  deps: Pick<Deps, "db" | "runPrepared" | "clock" | "sessions">,
  token: string,
  profileId: number | null,
): Promise<{ user: User; profile: Profile }> {
  const tokenHash = hashToken(token);
  const key = `${tokenHash} ${profileId ?? ""}`;
  let found = deps.sessions.get(key) as KeptSession | undefined;
  if (!found) {
    const ticket = deps.sessions.ticket();
    found = await lookUp(deps, tokenHash, profileId);
    // Only a granted session is kept: a refusal can end by an INSERT (a new profile link), which no trigger announces.
    if (!found.refused) deps.sessions.keep(key, found, ticket);
  }
  // Kept or fresh, the token's expiry is judged now, and every answer is a copy (a handler cannot alter the kept one).
  assertLiveAccessToken(found, deps.clock);
  if (found.refused) throw httpError(403, found.refused.message, found.refused.code);
  return { user: { ...found.user }, profile: { ...found.profile } };
}

/** A session lookup as kept: the token's state, and the user and profile, or the 403 the profile gets. */
interface KeptSession {
  token_revoked: boolean;
  token_expires_at: number | string;
  user: User;
  profile: Profile;
  refused: { message: string; code: (typeof ErrorCode)[keyof typeof ErrorCode] } | null;
}

async function lookUp(
  deps: Pick<Deps, "db" | "runPrepared" | "clock">,
  tokenHash: string,
  profileId: number | null,
): Promise<KeptSession> {
  const queries = sessionQueries(deps.db);
  const query =
    profileId === null ? queries.mainProfile({ tokenHash }) : queries.chosenProfile({ tokenHash, profileId });
  // Prepared: PostgreSQL spent 1.2 ms planning this four-table join on every call (0.6 ms running it).
  const [row] = await deps.runPrepared(query);
  // An unknown, revoked or expired token is not kept: a stranger's guesses must not fill the memory.
  assertLiveAccessToken(row, deps.clock);
  const fields = row as unknown as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(P)) profile[key.slice(P.length)] = value;
    else if (key !== "token_expires_at" && key !== "token_revoked") user[key] = value;
  }
  let refused: KeptSession["refused"] = null;
  if (profileId === null && row.main_profile_id === null) {
    refused = { message: messages.profileMissing, code: ErrorCode.profileForbidden };
  } else if (profile.id === null || profile.id === undefined) {
    refused = { message: messages.profileForbidden, code: ErrorCode.profileForbidden };
  } else if (profile.validation_status === "rejected") {
    refused = { message: messages.accountValidationWrong, code: ErrorCode.accountValidationWrong };
  }
  return {
    token_revoked: row.token_revoked,
    token_expires_at: row.token_expires_at,
    user: user as unknown as User,
    profile: profile as unknown as Profile,
    refused,
  };
}
