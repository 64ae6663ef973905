import { useMemo } from "react";
import type { InitialData } from "../api/initialData";
import { useServices } from "../services/ServicesContext";
import { createEngineAdapters, type EngineAdapters, engineToasts } from "./engineAdapters";
import { type MarketplaceClient, marketplaceClient } from "./marketplaceClient";
import { useInitialData } from "./useMarketplaceCalls";

/**
 * What a marketplace screen needs: typed query options and mutations (`$api`), batch and upload over the generated
 * client, the initial data with its constants, the engines' adapters and the toast glue.
 */
export function useMarketplace(): MarketplaceClient & {
  initialData: InitialData;
  constants: InitialData["constants"];
  adapters: EngineAdapters;
  toasts: ReturnType<typeof engineToasts>;
} {
  const { client, queryClient, toaster } = useServices();
  const initialData = useInitialData();
  return useMemo(
    () => ({
      ...marketplaceClient(client),
      initialData,
      constants: initialData.constants,
      adapters: createEngineAdapters({ client, queryClient, initialData, toaster }),
      toasts: engineToasts(toaster),
    }),
    [client, queryClient, toaster, initialData],
  );
}
