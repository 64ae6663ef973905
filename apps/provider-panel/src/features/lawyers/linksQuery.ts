import { LinkRequestStatus, PAGE_SIZE, PersonKindRole } from "@ceremony/api-client/contract";
import { nextOffset } from "../../shared/api/paging";
import type { MarketplaceClient } from "../../shared/marketplace/marketplaceClient";

/** The list path; every lawyers query is refreshed through it after an action. */
export const LINKS_PATH = "/api/profile/link/request/list";

/**
 * 'linked to you' (incoming) or 'you are linked' (outgoing) lawyer requests, deleted ones left out; rejected ones
 * too on the incoming side, while the requester still sees its rejected requests, so it learns of the refusal.
 */
export function useLinksQuery($api: MarketplaceClient["$api"], incoming: boolean) {
  const exclude = incoming
    ? [LinkRequestStatus.REJECTED, LinkRequestStatus.DELETED]
    : [LinkRequestStatus.DELETED];
  return $api.useInfiniteQuery(
    "get",
    LINKS_PATH,
    {
      params: {
        query: {
          incoming,
          person_kind_role_id: PersonKindRole.USER_AGENT,
          exclude_status_ids: exclude,
          limit: PAGE_SIZE,
        },
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
