import { useMemo } from "react";
import type { InitialData } from "../api/initialData";
import { useServices } from "../services/ServicesContext";
import { type MarketplaceClient, marketplaceClient } from "./marketplaceClient";
import { useInitialData } from "./useInitialData";

export { useInitialData } from "./useInitialData";

/**
 * The calls and constants of a marketplace screen that drives no engine (lists and their actions): `$api`, batch,
 * upload, the initial data and its constants. Unlike `useEngines` it builds no engine adapters, so the screen's
 * chunk carries neither form-runtime nor flow-runtime.
 */
export function useMarketplaceCalls(): MarketplaceClient & {
  initialData: InitialData;
  constants: InitialData["constants"];
} {
  const { client } = useServices();
  const initialData = useInitialData();
  return useMemo(
    () => ({ ...marketplaceClient(client), initialData, constants: initialData.constants }),
    [client, initialData],
  );
}
