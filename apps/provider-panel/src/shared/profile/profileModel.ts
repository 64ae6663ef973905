import { PersonKindRole } from "@ceremony/api-client/contract";
import { appMessages } from "../../messages/app";
import { shellMessages } from "../../messages/shell";
import type { LinkedProfile, Profile } from "./toProfile";

/** Display name: legal profiles use their label; empty names fall back to the product user name. */
export function displayName(
  p: Pick<LinkedProfile, "first_name" | "last_name" | "label" | "person_kind_role_id">,
): string {
  if (p.person_kind_role_id === PersonKindRole.USER_LEGAL && p.label?.trim()) return p.label.trim();
  const name = `${p.first_name ?? ""} ${p.last_name ?? ""}`.trim();
  return name || appMessages.defaultUserName;
}

/** The switcher's choices: the main profile then each linked one, proxy accounts prefixed. */
export function profileChoices(profile: Profile): Array<{ id: number; label: string }> {
  const main = { id: profile.id, label: displayName(profile) };
  const linked = profile.link
    .filter((l) => l.id !== profile.id)
    .map((l) => ({
      id: l.id,
      label: `${l.profile_link_from ? shellMessages.proxyPrefix : ""}${displayName(l)}`,
    }));
  return [main, ...linked];
}

/** The profile shown for the active id (main when the id is the main one or unknown). */
export function activeProfileOf(profile: Profile, activeId: number): LinkedProfile | Profile {
  return profile.link.find((l) => l.id === activeId && activeId !== profile.id) ?? profile;
}

/** Where a provider without a sheba is sent: a place where the active profile's sheba can be typed, focused. */
export type ShebaTarget = {
  to: "/panel/profile" | "/panel/profile/legals";
  search: { focus_shaba: true };
};

/**
 * Where the services link goes: section 2's sheba rule (the profile's wire field is `shaba`). The main profile types
 * it in its profile form; any other profile on the legal profiles screen, where a sheba field of the active profile
 * is shown in place (issue 26 item 1: that screen alone had no way to enter it).
 */
export function servicesTarget(
  active: { shaba?: string | null | undefined },
  shebaIsRequired: boolean,
  isMainProfile: boolean,
): { blocked: false } | ({ blocked: true } & ShebaTarget) {
  if (active.shaba || !shebaIsRequired) return { blocked: false };
  return {
    blocked: true,
    to: isMainProfile ? "/panel/profile" : "/panel/profile/legals",
    search: { focus_shaba: true },
  };
}
