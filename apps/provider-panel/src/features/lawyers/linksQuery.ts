import { PAGE_SIZE } from "@ceremony/api-client/contract";
import { nextOffset } from "../../shared/api/paging";
import type { MarketplaceClient } from "../../shared/marketplace/marketplaceClient";
import { AGENT_ROLE } from "./linkRules";

/** The list path; every lawyers query is refreshed through it after an action. */
export const LINKS_PATH = "/api/profile/link/request/list";

/** 'linked to you' (incoming) or 'you are linked' (outgoing) lawyer requests, rejected and deleted left out. */
export function useLinksQuery($api: MarketplaceClient["$api"], incoming: boolean) {
  return $api.useInfiniteQuery(
    "get",
    LINKS_PATH,
    {
      params: {
        query: { incoming, person_kind_role_id: AGENT_ROLE, exclude_status_ids: [2, 3], limit: PAGE_SIZE },
      },
    },
    {
      pageParamName: "offset",
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextOffset(pages),
      // The list shows its own error view; a toast would repeat it.
      meta: { silent: true },
    },
  );
}
