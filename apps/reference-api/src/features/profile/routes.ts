import { PersonKindRole } from "@ceremony/api-client/contract";
import {
  isPersonName,
  isValidNationalCode,
  isValidSheba,
  normalizeSheba,
  PERSON_NAME_MAX_LENGTH,
  toLatinDigits,
} from "@ceremony/persian-text";
import { requireProfile, requireUser } from "../../auth/requireProfile";
import type { Feature } from "../../context/feature";
import { sqlState } from "../../http/databaseErrors";
import { ErrorCode, httpError } from "../../http/errors";
import { invalidInput, type KeyOf, optInt, optString, reqString } from "../../http/input";
import { typedRoutes } from "../../http/typedRoutes";
import { nowSeconds } from "../../kernel/clock";
import { messages } from "../../messages";
import { linkedProfiles, profileJson } from "./serialize";

type Source = Record<string, unknown>;

function nameOf<S extends Source>(src: S, key: KeyOf<S>): string {
  const value = reqString(src, key, PERSON_NAME_MAX_LENGTH);
  if (!isPersonName(value)) invalidInput(key, "letters only", key);
  return value;
}

function shabaOf(src: { shaba?: unknown }): string | undefined {
  const raw = optString(src, "shaba", 40);
  if (raw === undefined || raw === "") return raw;
  const shaba = normalizeSheba(raw);
  if (!isValidSheba(shaba))
    throw httpError(400, messages.shabaInvalid, ErrorCode.invalidRequest, [
      { path: "/body/shaba", message: "IR + 24 digits with a valid mod-97 checksum" },
    ]);
  return shaba;
}

function birthDateOf(src: { birth_date?: unknown }, now: number): number | undefined {
  const value = optInt(src, "birth_date");
  if (value === undefined) return undefined;
  // Jalali 1320 (≈ 1941) up to today: no future dates.
  if (value < -915148800 || value > now) {
    invalidInput("birth_date", "out of range");
  }
  return value;
}

/** Profile read/update and signup (`/api/profile/init`). */
export const profileFeature: Feature = {
  name: "profile",
  routes(app, deps) {
    const { db, clock } = deps;
    const auth = requireProfile(deps);
    const on = typedRoutes(app);

    on.get("/api/profile/", auth, async (c, io) => {
      const user = c.var.user;
      const main = await db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", user.main_profile_id ?? -1)
        .executeTakeFirst();
      if (!main) throw httpError(403, messages.profileMissing, ErrorCode.profileForbidden);
      if (main.validation_status === "rejected") {
        throw httpError(403, messages.accountValidationWrong, ErrorCode.accountValidationWrong);
      }
      const link = await linkedProfiles(db, user);
      return io.ok({ profile: { ...profileJson(main, user, c.var.profile.id), link } });
    });

    on.get("/api/profile/info", auth, (c, io) =>
      io.ok({ profile: profileJson(c.var.profile, c.var.user, c.var.profile.id) }),
    );

    on.put("/api/profile/", auth, async (c, io) => {
      const body = io.body;
      const profile = c.var.profile;
      const now = nowSeconds(clock);
      // national_code is read-only: a changed value is ignored (contract), never stored.
      const legal = profile.person_kind_role_id === PersonKindRole.USER_LEGAL;
      const update = {
        first_name: legal
          ? (optString(body, "first_name", 60) ?? profile.first_name)
          : nameOf(body, "first_name"),
        last_name: legal
          ? (optString(body, "last_name", 60) ?? profile.last_name)
          : nameOf(body, "last_name"),
        // A company has no birth date: a legal profile may omit it, a person may not.
        birth_date:
          birthDateOf(body, now) ?? (legal ? profile.birth_date : invalidInput("birth_date", "required")),
        pic: body.pic === null ? "" : (optString(body, "pic", 2000) ?? profile.pic),
        shaba: body.shaba === null ? "" : (shabaOf(body) ?? profile.shaba),
      };
      // The version check and the write are one statement, so two saves of one version cannot both pass.
      const expected = optInt(body, "version");
      let write = db
        .updateTable("profiles")
        .set((eb) => ({ ...update, version: eb("version", "+", 1) }))
        .where("id", "=", profile.id);
      if (expected !== undefined) write = write.where("version", "=", expected);
      const { numUpdatedRows } = await write.executeTakeFirstOrThrow();
      if (numUpdatedRows === 0n) throw httpError(409, messages.profileChangedElsewhere, ErrorCode.staleEdit);
      return io.message(messages.profileUpdated);
    });

    on.post("/api/profile/init", requireUser(deps), async (c, io) => {
      const body = io.body;
      const user = c.var.user;
      const now = nowSeconds(clock);
      const firstName = nameOf(body, "first_name");
      const lastName = nameOf(body, "last_name");
      const nationalCode = toLatinDigits(reqString(body, "national_code", 10));
      if (!isValidNationalCode(nationalCode)) {
        throw httpError(400, messages.nationalCodeInvalid, ErrorCode.signupConflict, [
          { path: "/body/national_code", message: "checksum" },
        ]);
      }
      const birthDate = birthDateOf(body, now) ?? null;
      const shaba = shabaOf(body) ?? "";
      if (user.main_profile_id !== null)
        throw httpError(409, messages.profileAlreadyExists, ErrorCode.signupConflict);
      const signup = db.transaction().execute(async (trx) => {
        // Parallel sign-ups of one user queue on their user row: the first creates the profile, the rest see it.
        const locked = await trx
          .selectFrom("users")
          .select("main_profile_id")
          .where("id", "=", user.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.main_profile_id !== null) return "exists" as const;
        const taken = await trx
          .selectFrom("profiles")
          .select("id")
          .where("national_code", "=", nationalCode)
          .where("person_kind_role_id", "=", PersonKindRole.USER_NATURAL)
          .executeTakeFirst();
        if (taken) return null;
        const profile = await trx
          .insertInto("profiles")
          .values({
            owner_user_id: user.id,
            person_kind_role_id: PersonKindRole.USER_NATURAL,
            first_name: firstName,
            last_name: lastName,
            label: "",
            pic: "",
            national_code: nationalCode,
            birth_date: birthDate,
            shaba,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.insertInto("profile_links").values({ user_id: user.id, profile_id: profile.id }).execute();
        await trx
          .insertInto("wallets")
          .values({ profile_id: profile.id, balance: 0, withdrawable_balance: 0 })
          .execute();
        await trx
          .updateTable("users")
          .set({ main_profile_id: profile.id })
          .where("id", "=", user.id)
          .execute();
        return profile;
      });
      // Two users racing for one national code: the unique index decides, the loser gets the same 409.
      const created = await signup.catch((error: unknown) => {
        if (sqlState(error) !== "23505") throw error;
        const constraint = (error as { constraint?: string }).constraint;
        return constraint === "profiles_one_natural_per_owner" ? ("exists" as const) : null;
      });
      if (created === "exists") throw httpError(409, messages.profileAlreadyExists, ErrorCode.signupConflict);
      if (!created) throw httpError(409, messages.nationalCodeTaken, ErrorCode.signupConflict);
      return io.ok(
        { profile: profileJson(created, { ...user, main_profile_id: created.id }, created.id) },
        messages.signupDone,
      );
    });
  },
};
