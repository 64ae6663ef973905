import { useQuery } from "@tanstack/react-query";
import { errorsMessages } from "../../messages/errors";
import { configQuery } from "../api/configQuery";
import type { InitialData } from "../api/initialData";
import { useServices } from "../services/ServicesContext";

/** The initial data (loaded before the router starts, so always present under it). */
export function useInitialData(): InitialData {
  const { client, initialDataCache } = useServices();
  const config = useQuery(configQuery({ client, initialDataCache })).data;
  if (!config) throw new Error(errorsMessages.generic);
  return config.initialData;
}
