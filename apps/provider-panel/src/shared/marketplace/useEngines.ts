import { useMemo } from "react";
import type { InitialData } from "../api/initialData";
import { useServices } from "../services/ServicesContext";
import { createEngineAdapters, type EngineAdapters, engineToasts } from "./engineAdapters";
import { useInitialData } from "./useInitialData";

/**
 * What a screen that drives the engines needs: the initial data with its constants, the engines' adapters and the
 * toast glue. Unlike `useMarketplaceCalls` it builds no query hooks, batch or uploader, so the screen's chunk carries
 * none of them.
 */
export function useEngines(): {
  initialData: InitialData;
  constants: InitialData["constants"];
  adapters: EngineAdapters;
  toasts: ReturnType<typeof engineToasts>;
} {
  const { client, queryClient, toaster } = useServices();
  const initialData = useInitialData();
  return useMemo(
    () => ({
      initialData,
      constants: initialData.constants,
      adapters: createEngineAdapters({ client, queryClient, initialData, toaster }),
      toasts: engineToasts(toaster),
    }),
    [client, queryClient, toaster, initialData],
  );
}
