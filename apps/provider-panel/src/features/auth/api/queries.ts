import { queryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "../../../shared/api/port";

/** The suppliers' rules page (HTML body). */
export const rulesQuery = (api: ProviderApi) =>
  queryOptions({
    queryKey: ["static", "rules"],
    queryFn: () => api.getSupplierRules(),
    staleTime: 3_600_000,
  });
