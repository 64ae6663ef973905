import { queryOptions } from "@tanstack/react-query";
import { toAppError } from "../api/errors";
import type { ProviderApi } from "../api/port";
import type { Profile } from "../api/types";
import { type ActiveProfileStore, resolveActiveProfileId } from "../session/activeProfile";

/**
 * The signed-in profile. A stored active profile the server no longer accepts (403, not 1042) is forgotten and the
 * load retried once without it, so a revoked link cannot lock the user out.
 */
export const profileQuery = (api: ProviderApi, activeProfile: ActiveProfileStore) =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: async () => {
      let profile: Profile;
      try {
        profile = await api.getProfile();
      } catch (error) {
        const e = toAppError(error);
        if (e.status !== 403 || e.code === 1042 || activeProfile.get() === null) throw error;
        activeProfile.clear();
        profile = await api.getProfile();
      }
      const stored = activeProfile.get();
      const active = resolveActiveProfileId(
        stored,
        profile.id,
        profile.link.map((l) => l.id),
      );
      if (active !== stored) activeProfile.set(active);
      return profile;
    },
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

/** The active profile's own data (its sheba, for the services rule). */
export const activeProfileInfoQuery = (api: ProviderApi, activeId: number) =>
  queryOptions({
    queryKey: ["profile", "info", activeId],
    queryFn: () => api.getProfileInfo(),
    staleTime: 60_000,
  });
