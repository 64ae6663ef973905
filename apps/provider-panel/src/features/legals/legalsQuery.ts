import type { MarketplaceClient } from "../../shared/marketplace/marketplaceClient";

/** Spec §9: the legal link list is read with limit 50 (one page). */
export const LEGALS_LIMIT = 50;

/** Legal profiles of the active profile: role legal (5), rejected (2) and deleted (3) left out. */
export function legalsQuery($api: MarketplaceClient["$api"]) {
  return $api.queryOptions(
    "get",
    "/api/profile/link/request/list",
    {
      params: {
        query: { person_kind_role_id: 5, exclude_status_ids: [2, 3], limit: LEGALS_LIMIT },
      },
    },
    // The list shows its own error view; a toast would repeat it.
    { meta: { silent: true } },
  );
}
