import type { ApiClient, components } from "@ceremony/api-client";
import { queryOptions } from "@tanstack/react-query";
import { required } from "./answers";
import { type InitialData, type InitialDataCache, loadInitialData } from "./initialData";

/** What the panel reads from /initailize_data. */
export interface AppConfig {
  shebaIsRequired: boolean;
  /** Payment gateways; usable when status_id is 1. */
  gateways: components["schemas"]["Gateway"][];
  /** Dynamic pages by url (for example /static/help-provider); their widgets come from the CMS page call. */
  pages: Array<{ id: number; title: string; url: string }>;
  /** External side-menu links (monthly report portal, consumer app), when the server gives them. */
  links: { monthlyReport: string | null; consumerApp: string | null };
  /** The whole initial data (forms, enumerations, validations, pages with controls, stamps, constants). */
  initialData: InitialData;
}

/** The initial data, sent with the stamp of the copy kept on the device (the copy answers an offline start). */
async function getConfig(
  { client }: ApiClient,
  initialDataCache: InitialDataCache | null,
): Promise<AppConfig> {
  const d = await loadInitialData(async (stamp) => {
    const { data } = await client.GET("/initailize_data", { params: { query: { stamp } } });
    return required(data).data;
  }, initialDataCache);
  const keys: Record<string, string> = d.general_keys;
  return {
    shebaIsRequired: keys.sheba_is_required === "true",
    gateways: d.gateways,
    pages: d.pages.map((p) => ({ id: p.id, title: p.title, url: p.url })),
    links: { monthlyReport: keys.monthly_report_url || null, consumerApp: keys.consumer_app_url || null },
    initialData: d,
  };
}

/** Configuration and the whole initial data from /initailize_data; loaded once at start, before the router. */
export const configQuery = (services: {
  client: ApiClient;
  /** Where the initial data is kept with its stamp; null keeps nothing. */
  initialDataCache: InitialDataCache | null;
}) =>
  queryOptions({
    queryKey: ["config"],
    queryFn: () => getConfig(services.client, services.initialDataCache),
    staleTime: Number.POSITIVE_INFINITY,
  });
