import type { ApiClient } from "@ceremony/api-client";
import { required, toProfile } from "./answers";
import { type InitialDataCache, loadInitialData } from "./initialData";
import type { ProviderApi } from "./port";
import type { AppConfig } from "./types";

/**
 * The start-up calls and shared profile reads over the api-client; every other call lives in its feature's `api/`
 * module.
 */
export function createProviderApi(
  api: ApiClient,
  options: {
    /** Where the initial data is kept with its stamp; null keeps nothing. */
    initialDataCache: InitialDataCache | null;
  },
): ProviderApi {
  const { client } = api;
  return {
    async getConfig(): Promise<AppConfig> {
      const d = await loadInitialData(async (stamp) => {
        const { data } = await client.GET("/initailize_data", { params: { query: { stamp } } });
        return required(data).data;
      }, options.initialDataCache);
      const keys: Record<string, string> = d.general_keys;
      return {
        shebaIsRequired: keys.sheba_is_required === "true",
        gateways: d.gateways,
        pages: d.pages.map((p) => ({ id: p.id, title: p.title, url: p.url })),
        links: {
          monthlyReport: keys.monthly_report_url || null,
          consumerApp: keys.consumer_app_url || null,
        },
        initialData: d,
      };
    },
    async getProfile() {
      const { data } = await client.GET("/api/profile/");
      return toProfile(required(data).data.profile);
    },
    async getProfileInfo() {
      const { data } = await client.GET("/api/profile/info");
      return toProfile(required(data).data.profile);
    },
  };
}
