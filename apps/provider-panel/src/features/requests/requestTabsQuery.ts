import { type MarketplaceClient, marketplaceClient } from "../../shared/marketplace/marketplaceClient";
import type { AppServices } from "../../shared/services/services";

/**
 * The provider's services (`sub_provider_all`), whose approved ones are the request screens' tabs; the first tab
 * chooses the list. The routes' loaders ask for it beside the screen's chunks, so the list's own request can start as
 * the screen mounts instead of after a second round trip. Fresh for 10 s, so the screen does not ask again for what
 * its loader has just brought; a service saved in a flow invalidates it by path as before.
 */
export const requestTabsQuery = ($api: MarketplaceClient["$api"]) => ({
  ...$api.queryOptions("get", "/api/provider_content/sub_provider_all"),
  staleTime: 10_000,
  meta: { silent: true },
});

/** The request routes' loader: asks for the tabs without waiting for them (the screen shows its own loading state). */
export function prefetchRequestTabs({
  queryClient,
  client,
}: Pick<AppServices, "queryClient" | "client">): void {
  void queryClient.prefetchQuery(requestTabsQuery(marketplaceClient(client).$api));
}
