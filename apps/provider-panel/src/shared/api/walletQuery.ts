import type { ApiClient } from "@ceremony/api-client";
import { queryOptions } from "@tanstack/react-query";
import { required } from "./answers";

/** The wallet's balance: the home card and the wallet screens both show it. */
export const walletQuery = ({ client }: ApiClient) =>
  queryOptions({
    queryKey: ["wallet"],
    queryFn: async () => required((await client.GET("/api/financial/balance/wallet")).data).data,
    staleTime: 10_000,
    meta: { silent: true },
  });
