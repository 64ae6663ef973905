import type { ApiClient } from "@ceremony/api-client";
import { queryOptions } from "@tanstack/react-query";
import { required } from "../api/answers";
import { toAppError } from "../api/errors";
import { type ActiveProfileStore, resolveActiveProfileId } from "../session/activeProfile";
import { toProfile } from "./toProfile";

const getProfile = async ({ client }: ApiClient) =>
  toProfile(required((await client.GET("/api/profile/")).data).data.profile);

/**
 * The signed-in profile. A stored active profile the server no longer accepts (403, not 1042) is forgotten and the
 * load retried once without it, so a revoked link cannot lock the user out.
 */
export const profileQuery = (api: ApiClient, activeProfile: ActiveProfileStore) =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: async () => {
      const profile = await getProfile(api).catch((error: unknown) => {
        const e = toAppError(error);
        if (e.status !== 403 || e.code === 1042 || activeProfile.get() === null) throw error;
        activeProfile.clear();
        return getProfile(api);
      });
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
    // Coming back to the tab catches up with changes made elsewhere (another device; other tabs also say so).
    refetchOnWindowFocus: true,
    retry: false,
    meta: { silent: true },
  });

/** The active profile (by Profile-Id) with its own sheba (wire field `shaba`), for the services rule. */
export const activeProfileInfoQuery = ({ client }: ApiClient, activeId: number) =>
  queryOptions({
    queryKey: ["profile", "info", activeId],
    queryFn: async () => toProfile(required((await client.GET("/api/profile/info")).data).data.profile),
    staleTime: 60_000,
  });
