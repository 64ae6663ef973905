import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Deps } from "../context/deps";
import type { AppEnv } from "../context/env";
import type { Database, Profile } from "../db/schema";
import { ErrorCode, httpError } from "../http/errors";
import { isInt32 } from "../http/integerBounds";
import { messages } from "../messages";
import { sessionProfile } from "./sessionProfile";
import { authenticate } from "./tokens";

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** The profile `userId` may act as with this id (own or linked), or undefined: the one ownership check. */
export function actableProfile(
  db: Kysely<Database>,
  userId: number,
  profileId: number,
): Promise<Profile | undefined> {
  return db
    .selectFrom("profile_links")
    .innerJoin("profiles", "profiles.id", "profile_links.profile_id")
    .selectAll("profiles")
    .where("profile_links.user_id", "=", userId)
    .where("profile_links.profile_id", "=", profileId)
    .executeTakeFirst();
}

/**
 * The profile the user acts as, or a 403: not own or linked (forbidden), or its validation was rejected (code 1042).
 * Shared by HTTP routes and the WebSocket so both refuse the same profiles.
 */
export async function profileToActAs(
  db: Kysely<Database>,
  userId: number,
  profileId: number,
): Promise<Profile> {
  const profile = await actableProfile(db, userId, profileId);
  if (!profile) throw httpError(403, messages.profileForbidden, ErrorCode.profileForbidden);
  if (profile.validation_status === "rejected") {
    throw httpError(403, messages.accountValidationWrong, ErrorCode.accountValidationWrong);
  }
  return profile;
}

/** Requires a valid access token; sets `c.var.user`. Used alone by `initProfile` (temporary token, no profile yet). */
export function requireUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw httpError(401, messages.unauthorized, ErrorCode.unauthorized);
    c.set("user", await authenticate(deps.db, deps.clock, token));
    await next();
  };
}

/** Like requireUser, but a missing token is allowed (e.g. the UI log); an invalid one is still refused. */
export function optionalUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header) {
      const token = bearerToken(header);
      if (!token) throw httpError(401, messages.unauthorized, ErrorCode.unauthorized);
      c.set("user", await authenticate(deps.db, deps.clock, token));
    }
    await next();
  };
}

/**
 * Requires a valid access token and an active profile: `Profile-Id` must name a profile the user may act as
 * (own or linked), else 403. Without the header the user's main profile is used (the panel's first profile
 * load happens before it knows any id). A profile whose validation was rejected answers 403 code 1042.
 */
export function requireProfile(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw httpError(401, messages.unauthorized, ErrorCode.unauthorized);
    const header = c.req.header("profile-id")?.trim();
    let profileId: number | null = null;
    if (header !== undefined && header !== "") {
      // Ids are int4: a longer number names no profile (and must not reach the column). The token is judged first.
      if (!/^\d{1,10}$/.test(header) || !isInt32(Number(header))) {
        await authenticate(deps.db, deps.clock, token);
        throw httpError(403, messages.profileForbidden, ErrorCode.profileForbidden);
      }
      profileId = Number(header);
    }
    const { user, profile } = await sessionProfile(deps, token, profileId);
    c.set("user", user);
    c.set("profile", profile);
    await next();
  };
}
