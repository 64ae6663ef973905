import { type ApiClient, bearer } from "@ceremony/api-client";
import { required, toProfile } from "./answers";
import { lazyCalls } from "./lazyCalls";
import { type PanelCalls, panelCallNames } from "./panelCallNames";
import type { ProviderApi } from "./port";
import type { AppConfig } from "./types";

/** Where the live-event socket lives, from the provider base URL. */
function socketBase(provider: string): string {
  const url = new URL(provider, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString().replace(/\/+$/, "");
}

/**
 * The panel's calls over the api-client. This thin adapter keeps the screens on small domain types, and it is the
 * only place that knows the contract's paths (with `panelCalls.ts`, its lazily loaded half).
 */
export function createProviderApi(
  api: ApiClient,
  options: { providerBase: string; activeProfileId: () => number | null },
): ProviderApi {
  const { client } = api;
  return {
    ...lazyCalls<PanelCalls>(
      () => import("./panelCalls").then((m) => m.createPanelCalls(api)),
      panelCallNames,
    ),
    async getConfig(): Promise<AppConfig> {
      const { data } = await client.GET("/initailize_data", { params: { query: {} } });
      const d = required(data).data;
      const keys: Record<string, string> = d.general_keys;
      return {
        shebaIsRequired: keys.sheba_is_required === "true",
        gateways: d.gateways,
        serverTime: null,
        pages: d.pages.map((p) => ({ id: p.id, title: p.title, url: p.url })),
        links: {
          monthlyReport: keys.monthly_report_url || null,
          consumerApp: keys.consumer_app_url || null,
        },
      };
    },
    async refreshToken(refreshToken) {
      const { data } = await client.POST("/api/profile/refresh_token", {
        body: { refresh_token: refreshToken },
      });
      return required(data).data.token;
    },
    async getProfile() {
      const { data } = await client.GET("/api/profile/");
      return toProfile(required(data).data.profile);
    },
    async initProfile(body, tempAccessToken) {
      const { data } = await client.POST("/api/profile/init", {
        body,
        headers: { Authorization: bearer(tempAccessToken) },
      });
      return data?.message;
    },
    async signin(body) {
      const { data } = await client.POST("/api/profile/signin", { body });
      const d = required(data);
      return { ...d.data, ...(d.message ? { message: d.message } : {}) };
    },
    async signinConfirm(body) {
      const { data } = await client.POST("/api/profile/signin_confirm", { body });
      return required(data).data.token;
    },
    async autoLogin(tempToken) {
      const { data } = await client.POST("/api/profile/auto_login", { body: { temp_token: tempToken } });
      return required(data).data.token;
    },
    async forgotPassword(username) {
      const { data } = await client.POST("/api/profile/forgot_password", { body: { username } });
      return data?.message;
    },
    async forgotPasswordConfirm(body) {
      const { data } = await client.POST("/api/profile/forgot_password_confirm", { body });
      return required(data).data.token;
    },
    async getSupplierRules() {
      const { data } = await client.GET("/static/rules_regulations_of_suppliers", {
        params: { query: { service: 2 } },
      });
      return required(data).data[0]?.content[0]?.html_body ?? "";
    },
    async getChangelog() {
      const { data } = await client.GET("/changelog.json");
      return required(data);
    },
    async logUi(body) {
      await client.POST("/api/log_ui/log", { body });
    },
    async eventsUrl() {
      const profileId = options.activeProfileId();
      if (profileId === null || !api.session.isSignedIn()) return null;
      // Refreshes an expired access token first: a socket closed with 4401 reconnects with the new one.
      const token = await api.session.accessToken().catch(() => null);
      if (!token) return null;
      const query = new URLSearchParams({ profile_id: String(profileId), access_token: token });
      return `${socketBase(options.providerBase)}/api/profile/connect?${query.toString()}`;
    },
  };
}
