import type { Kysely } from "kysely";
import type { Database, Profile, User } from "../../db/schema";

/** Empty text columns (no picture, no sheba, no proxy link) are `null` in the API. */
export function nullIfEmpty(value: string): string | null {
  return value === "" ? null : value;
}

/** How a profile is named to others: its label (legal profiles, proxies), else its first and last name. */
export function displayName(profile: Pick<Profile, "first_name" | "last_name" | "label">): string {
  return profile.label || `${profile.first_name} ${profile.last_name}`.trim();
}

/** The Profile shape of the API (spec field names). */
export function profileJson(profile: Profile, user: User, activeProfileId: number) {
  return {
    id: profile.id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    label: profile.label,
    pic: nullIfEmpty(profile.pic),
    national_code: profile.national_code,
    birth_date: profile.birth_date,
    mobile: user.mobile,
    shaba: nullIfEmpty(profile.shaba),
    person_kind_role_id: profile.person_kind_role_id,
    has_password: user.password_hash !== null,
    two_factor_auth_method: user.two_factor_method,
    authorization_pending: profile.validation_status === "pending",
    activeProfileId,
    version: profile.version,
  };
}

/** Every other profile the user may act as; `profile_link_from` non-empty marks a proxy link. */
export async function linkedProfiles(db: Kysely<Database>, user: User) {
  const rows = await db
    .selectFrom("profile_links")
    .innerJoin("profiles", "profiles.id", "profile_links.profile_id")
    .select([
      "profiles.id",
      "profiles.first_name",
      "profiles.last_name",
      "profiles.label",
      "profiles.pic",
      "profiles.person_kind_role_id",
      "profile_links.profile_link_from",
    ])
    .where("profile_links.user_id", "=", user.id)
    .orderBy("profiles.id")
    .execute();
  return rows
    .filter((r) => r.id !== user.main_profile_id)
    .map((r) => ({
      ...r,
      pic: nullIfEmpty(r.pic),
      profile_link_from: nullIfEmpty(r.profile_link_from),
    }));
}
