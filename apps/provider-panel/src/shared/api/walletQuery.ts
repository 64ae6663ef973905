import { queryOptions } from "@tanstack/react-query";
import type { ProviderApi } from "./port";

/** The wallet's balance and gateways: the home card and the wallet screens both show it. */
export const walletQuery = (api: ProviderApi) =>
  queryOptions({
    queryKey: ["wallet"],
    queryFn: () => api.getWallet(),
    staleTime: 10_000,
    meta: { silent: true },
  });
