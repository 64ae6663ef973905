import { useSuspenseQuery } from "@tanstack/react-query";
import { useServices } from "../services/ServicesContext";
import { resolveActiveProfileId } from "../session/activeProfile";
import { activeProfileOf } from "./profileModel";
import { profileQuery } from "./profileQueries";

/** The loaded profile with the active profile resolved (the gate guarantees it is loaded). */
export function useActiveProfile() {
  const { client, activeProfile } = useServices();
  const profile = useSuspenseQuery(profileQuery(client, activeProfile)).data;
  const activeId = resolveActiveProfileId(
    activeProfile.get(),
    profile.id,
    profile.link.map((l) => l.id),
  );
  return { profile, activeId, active: activeProfileOf(profile, activeId), isMain: activeId === profile.id };
}
