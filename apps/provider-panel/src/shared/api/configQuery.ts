import { queryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "./port";

/** Configuration and the whole initial data from /initailize_data; loaded once at start, before the router. */
export const configQuery = (api: ProviderApi) =>
  queryOptions({ queryKey: ["config"], queryFn: () => api.getConfig(), staleTime: Number.POSITIVE_INFINITY });
