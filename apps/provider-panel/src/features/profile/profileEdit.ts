import { clearDraft, type DraftStorage, loadDraft, saveDraft } from "../../shared/drafts/formDrafts";
import type { Profile } from "../../shared/profile/toProfile";
import { birthPartsOf } from "../../shared/ui/birthParts";

// The profile form's state beside the stored profile: which version it was filled from, whether another tab or
// device saved since, and the draft that keeps unsaved typing across a reload.

/** Every value the profile form edits, as strings. */
export type ProfileValues = {
  firstName: string;
  lastName: string;
  sheba: string;
  pic: string;
  day: string;
  month: string;
  year: string;
};

/** The stored profile the form was filled from. */
export interface EditBase {
  version: number | undefined;
  values: ProfileValues;
}

export function valuesOf(profile: Profile): ProfileValues {
  return {
    firstName: profile.first_name ?? "",
    lastName: profile.last_name ?? "",
    sheba: profile.shaba ?? "",
    pic: profile.pic ?? "",
    ...birthPartsOf(profile.birth_date),
  };
}

export function baseOf(profile: Profile): EditBase {
  return { version: profile.version, values: valuesOf(profile) };
}

function same(a: ProfileValues, b: ProfileValues): boolean {
  return (Object.keys(a) as Array<keyof ProfileValues>).every((k) => a[k] === b[k]);
}

/** Whether the provider changed anything since the form was filled. */
export function isDirty(values: ProfileValues, base: EditBase): boolean {
  return !same(values, base.values);
}

/**
 * The form when the stored profile is (or may be) newer than what it was filled from. Untouched, it takes the new
 * values; typed into, it keeps every value and is `stale` until the provider chooses.
 */
export function follow(
  state: { base: EditBase; values: ProfileValues },
  profile: Profile,
): { base: EditBase; values: ProfileValues; stale: boolean } {
  if (profile.version === state.base.version) return { ...state, stale: false };
  const latest = baseOf(profile);
  if (same(state.values, latest.values)) return { base: latest, values: state.values, stale: false };
  if (same(state.values, state.base.values)) return { base: latest, values: latest.values, stale: false };
  return { ...state, stale: true };
}

const draftName = (profileId: number) => `profile:${profileId}` as const;
const EMPTY: ProfileValues & { version: string } = {
  firstName: "",
  lastName: "",
  sheba: "",
  pic: "",
  day: "",
  month: "",
  year: "",
  version: "",
};

/** A draft kept before a reload: the typed values and the version they were typed over; null when there is none. */
export function loadProfileDraft(profileId: number, storage: DraftStorage | null): EditBase | null {
  const { version, ...values } = loadDraft(draftName(profileId), { ...EMPTY, version: "-" }, storage);
  if (version === "-") return null;
  return { version: version === "" ? undefined : Number(version), values };
}

/** Keeps the typed values while they differ from the stored ones, else removes the draft. */
export function keepProfileDraft(
  profileId: number,
  values: ProfileValues,
  base: EditBase,
  storage: DraftStorage | null,
): void {
  if (!isDirty(values, base)) clearDraft(draftName(profileId), storage);
  else saveDraft(draftName(profileId), { ...values, version: String(base.version ?? "") }, storage);
}

export function clearProfileDraft(profileId: number, storage: DraftStorage | null): void {
  clearDraft(draftName(profileId), storage);
}
