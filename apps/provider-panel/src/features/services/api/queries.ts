import type { MarketplaceClient } from "../../../shared/marketplace/marketplaceClient";

/** The services list's path; its key follows openapi-react-query's `[method, path, init]` so saves refresh it. */
export const SERVICES_PATH = "/api/provider_content/sub_provider_all";

/**
 * My services through `/api/batch` (spec §7: the batch call serves this page). Any item that is not 200 fails the
 * query, so the page shows the generic error view.
 */
export const myServicesQuery = (batch: MarketplaceClient["batch"]) => ({
  queryKey: ["get", SERVICES_PATH, { batch: true }] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const results = await batch({ services: { path: SERVICES_PATH } }, { signal });
    if (!results.services.ok) throw results.services.error;
    return results.services.data.data;
  },
});
