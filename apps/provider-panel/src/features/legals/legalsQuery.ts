import { LinkRequestStatus, PersonKindRole } from "@ceremony/api-client/contract";
import type { MarketplaceClient } from "../../shared/marketplace/marketplaceClient";

/** Spec §9: the legal link list is read with limit 50 (one page). */
export const LEGALS_LIMIT = 50;

/** The user's legal profiles (the same whichever of its profiles is active), rejected and deleted ones left out. */
export function legalsQuery($api: MarketplaceClient["$api"]) {
  return $api.queryOptions(
    "get",
    "/api/profile/link/request/list",
    {
      params: {
        query: {
          person_kind_role_id: PersonKindRole.USER_LEGAL,
          exclude_status_ids: [LinkRequestStatus.REJECTED, LinkRequestStatus.DELETED],
          limit: LEGALS_LIMIT,
        },
      },
    },
    // The list shows its own error view; a toast would repeat it.
    { meta: { silent: true } },
  );
}
