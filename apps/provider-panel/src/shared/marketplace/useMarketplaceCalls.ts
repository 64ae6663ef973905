import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorsMessages } from "../../messages/errors";
import { configQuery } from "../api/configQuery";
import type { InitialData } from "../api/initialData";
import { useServices } from "../services/ServicesContext";
import { type MarketplaceClient, marketplaceClient } from "./marketplaceClient";

/** The initial data (loaded before the router starts, so always present under it). */
export function useInitialData(): InitialData {
  const { client, initialDataCache } = useServices();
  const config = useQuery(configQuery({ client, initialDataCache })).data;
  if (!config) throw new Error(errorsMessages.generic);
  return config.initialData;
}

/**
 * The calls and constants of a marketplace screen that drives no engine (lists and their actions): `$api`, batch,
 * upload, the initial data and its constants. Unlike `useMarketplace` it builds no engine adapters, so the screen's
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
