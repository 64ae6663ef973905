import type { components } from "@ceremony/api-client";

/** A profile the user may act as. */
export type LinkedProfile = components["schemas"]["LinkedProfile"];

/** The signed-in user's main profile with its links, as the screens read it: no optional national code, birth date or links. */
export type Profile = Omit<components["schemas"]["Profile"], "national_code" | "birth_date" | "link"> & {
  national_code: string | null;
  birth_date: number | null;
  link: LinkedProfile[];
};

/** The contract's profile in the screens' shape: a missing national code or birth date is null, missing links empty. */
export function toProfile(p: components["schemas"]["Profile"]): Profile {
  return {
    ...p,
    national_code: p.national_code ?? null,
    birth_date: p.birth_date ?? null,
    link: p.link ?? [],
  };
}
