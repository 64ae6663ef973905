import { useSuspenseQuery } from "@tanstack/react-query";
import { useServices } from "../../app/ServicesContext";
import { resolveActiveProfileId } from "../../shared/session/activeProfile";
import { profileQuery } from "../app/api/queries";
import { activeProfileOf } from "./profileModel";

/** The loaded profile with the active profile resolved (the gate guarantees it is loaded). */
export function useActiveProfile() {
  const { api, activeProfile } = useServices();
  const profile = useSuspenseQuery(profileQuery(api, activeProfile)).data;
  const activeId = resolveActiveProfileId(
    activeProfile.get(),
    profile.id,
    profile.link.map((l) => l.id),
  );
  return { profile, activeId, active: activeProfileOf(profile, activeId), isMain: activeId === profile.id };
}
