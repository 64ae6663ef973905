import type { ApiClient } from "@ceremony/api-client";
import { required, toProfile } from "./answers";
import { type InitialDataCache, loadInitialData } from "./initialData";
import { lazyCalls } from "./lazyCalls";
import type { PanelCalls } from "./panelCallNames";
import type { ProviderApi } from "./port";
import type { AppConfig } from "./types";

/**
 * The panel's calls over the api-client. This thin adapter keeps the screens on small domain types, and it is the
 * only place that knows the contract's paths (with `panelCalls.ts`, its lazily loaded half).
 */
export function createProviderApi(
  api: ApiClient,
  options: {
    /** Where the initial data is kept with its stamp; null keeps nothing. */
    initialDataCache: InitialDataCache | null;
  },
): ProviderApi {
  const { client } = api;
  const eager: Omit<ProviderApi, keyof PanelCalls> = {
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
    async signin(body) {
      const { data } = await client.POST("/api/profile/signin", { body });
      const d = required(data);
      return { ...d.data, ...(d.message ? { message: d.message } : {}) };
    },
  };
  // The calls not defined above come from `panelCalls.ts`, loaded on first use (see lazyCalls).
  const lazy = lazyCalls<PanelCalls>(() => import("./panelCalls").then((m) => m.createPanelCalls(api)));
  const calls: ProviderApi = Object.setPrototypeOf(eager, lazy);
  return calls;
}
