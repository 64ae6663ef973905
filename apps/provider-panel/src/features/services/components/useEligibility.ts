import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { activeProfileInfoQuery } from "../../../shared/profile/profileQueries";
import { useActiveProfile } from "../../../shared/profile/useActiveProfile";
import { useServices } from "../../../shared/services/ServicesContext";
import { eligibilityFor } from "../serviceTree";

/** Why a service cannot be opened: not on its eligibility list, or no national code to check. */
export type Refusal = "noAccess" | "noNationalCode";

/**
 * The eligibility check of gated services (constants `eligibility_checks`): the active profile's national code
 * against `/api/enum/national_code/exists`. `check` resolves true when the service may be opened.
 */
export function useEligibility() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { $api, initialData } = useMarketplaceCalls();
  const { activeId } = useActiveProfile();
  const [refused, setRefused] = useState<ReadonlyMap<number, Refusal>>(new Map());
  const [checking, setChecking] = useState<number | null>(null);

  const check = useCallback(
    async (formId: number): Promise<boolean> => {
      const kind = eligibilityFor(initialData.forms, initialData.constants, formId);
      if (kind === null) return true;
      setChecking(formId);
      try {
        const info = await queryClient.fetchQuery(activeProfileInfoQuery(client, activeId));
        const nationalCode = info.national_code;
        let refusal: Refusal | null = null;
        if (!nationalCode) refusal = "noNationalCode";
        else {
          const answer = await queryClient.fetchQuery(
            $api.queryOptions("get", "/api/enum/national_code/exists", {
              params: { query: { national_code: nationalCode, kind } },
            }),
          );
          if (!answer?.data.exists) refusal = "noAccess";
        }
        setRefused((current) => {
          const next = new Map(current);
          if (refusal) next.set(formId, refusal);
          else next.delete(formId);
          return next;
        });
        return refusal === null;
      } catch {
        // The query client already showed the failure as a toast.
        return false;
      } finally {
        setChecking(null);
      }
    },
    [client, activeId, queryClient, $api, initialData],
  );

  return { check, refused, checking };
}
