import { ApiError } from "@ceremony/api-client";
import { errorsMessages } from "../../messages/errors";
import type { LinkedProfile, Paged, Profile } from "./types";

/** The answer's value, or an `ApiError` with the data-error text when the server left it out. */
export function required<T>(value: T | undefined, status = 500): T {
  if (value === undefined || value === null) {
    throw new ApiError({ code: null, status, message: errorsMessages.dataError });
  }
  return value;
}

/** A paged list answer in the panel's shape. */
export function paged<T>(body: { data: T[]; count: number } | undefined): Paged<T> {
  const b = required(body);
  return { data: b.data, count: b.count };
}

/** The contract's profile in the panel's shape: a missing national code or birth date is null, missing links empty. */
export function toProfile(
  p: Omit<Profile, "national_code" | "birth_date" | "link"> & {
    national_code?: string | null;
    birth_date?: number | null;
    link?: LinkedProfile[];
  },
): Profile {
  return {
    ...p,
    national_code: p.national_code ?? null,
    birth_date: p.birth_date ?? null,
    link: p.link ?? [],
  };
}
