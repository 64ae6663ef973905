import { type ApiClient, ApiError, bearer } from "@ceremony/api-client";
import { messages } from "../../messages";
import type { ProviderApi } from "./port";
import type { AppConfig, Paged } from "./types";

/** Page size the panel asks for on every paged list (section 9). */
const PAGE = 10;

function required<T>(value: T | undefined, status = 500): T {
  if (value === undefined || value === null) {
    throw new ApiError({ code: null, status, message: messages.errors.dataError });
  }
  return value;
}

function paged<T>(body: { data: T[]; count: number } | undefined): Paged<T> {
  const b = required(body);
  return { data: b.data, count: b.count };
}

/** Where the live-event socket lives, from the provider base URL. */
function socketBase(provider: string): string {
  const url = new URL(provider, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString().replace(/\/+$/, "");
}

/**
 * The panel's calls over the api-client. This thin adapter keeps the screens on small domain types, and it is the
 * only file that knows the contract's paths.
 */
export function createProviderApi(
  api: ApiClient,
  options: { providerBase: string; activeProfileId: () => number | null },
): ProviderApi {
  const { client } = api;
  return {
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
      const p = required(data).data.profile;
      return {
        ...p,
        national_code: p.national_code ?? null,
        birth_date: p.birth_date ?? null,
        link: p.link ?? [],
      };
    },
    async getProfileInfo() {
      const { data } = await client.GET("/api/profile/info");
      const p = required(data).data.profile;
      return {
        ...p,
        national_code: p.national_code ?? null,
        birth_date: p.birth_date ?? null,
        link: p.link ?? [],
      };
    },
    async updateProfile(body) {
      const { data } = await client.PUT("/api/profile/", { body });
      return data?.message;
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
    async changePassword(body) {
      const payload = body.remove_password
        ? { old_password: body.old_password ?? "", remove_password: true as const }
        : {
            ...(body.old_password ? { old_password: body.old_password } : {}),
            new_password: body.new_password ?? "",
            new_password_confirm: body.new_password_confirm ?? "",
            remove_password: false as const,
          };
      const { data } = await client.PUT("/api/profile/change_password", { body: payload });
      return data?.message;
    },
    async changeTwoFactor(methodId) {
      const { data } = await client.PUT("/api/profile/change_two_factor", {
        body: { method_id: methodId === 1 ? 1 : 0 },
      });
      return data?.message;
    },
    async changeTwoFactorConfirm(methodId, smsCode) {
      const { data } = await client.PUT("/api/profile/change_two_factor_confirm", {
        body: { method_id: methodId === 1 ? 1 : 0, sms_code: smsCode },
      });
      return data?.message;
    },
    async changeTwoFactorResendCode() {
      const { data } = await client.PUT("/api/profile/change_two_factor_resend_code", {
        body: { method_id: 1 },
      });
      return data?.message;
    },
    async getSupplierRules() {
      const { data } = await client.GET("/static/rules_regulations_of_suppliers", {
        params: { query: { service: 2 } },
      });
      return required(data).data[0]?.content[0]?.html_body ?? "";
    },
    async getWallet() {
      const { data } = await client.GET("/api/financial/balance/wallet");
      return required(data).data;
    },
    async deposit(amount, payline) {
      const { data } = await client.POST("/api/financial/balance/deposit", {
        body: { amount, payline, service_type: 1 },
      });
      return required(data).data.link;
    },
    async listBalanceHistory(offset) {
      const { data } = await client.GET("/api/financial/balance/history", {
        params: { query: { limit: PAGE, offset } },
      });
      return paged(data);
    },
    async listInternetReceipts(offset) {
      const { data } = await client.GET("/api/financial/balance/internet_receipt/history", {
        params: { query: { limit: PAGE, offset } },
      });
      return paged(data);
    },
    async uploadPicture(file, onProgress) {
      const result = await api.upload([file], {
        folder: "user",
        onProgress: (p) => onProgress(p.fraction ?? 0),
      });
      const original = result.data.file[0]?.original;
      return required(original);
    },
    async listMessages(offset) {
      const { data } = await client.GET("/api/message/list", { params: { query: { offset, limit: PAGE } } });
      return paged(data);
    },
    async setMessagesSeen(ids) {
      await client.PUT("/api/message/set_seen", { body: { ids, type: 3 } });
    },
    async setAllMessagesSeen() {
      const { data } = await client.PUT("/api/message/set_seen_all");
      return data?.message;
    },
    async listTicketSections() {
      const { data } = await client.GET("/api/ticket/section/all");
      return required(data).data;
    },
    async listTickets(offset) {
      const { data } = await client.GET("/api/ticket/list", { params: { query: { offset, limit: PAGE } } });
      return paged(data);
    },
    async createTicket(body) {
      const { data } = await client.POST("/api/ticket/create", { body });
      const d = required(data);
      return { id: d.data.id, ...(d.message ? { message: d.message } : {}) };
    },
    async getTicket(id) {
      const { data } = await client.GET("/api/ticket/get", { params: { query: { id } } });
      return required(data).data;
    },
    async listTicketReplies(id) {
      const { data } = await client.GET("/api/ticket/list_replies", { params: { query: { id, offset: 0 } } });
      return paged(data);
    },
    async replyTicket(id, message) {
      const { data } = await client.PUT("/api/ticket/reply", { body: { id, message, type: "text" } });
      return data?.message;
    },
    async closeTicket(id) {
      const { data } = await client.PUT("/api/ticket/close", { body: { id } });
      return data?.message;
    },
    async setTicketUseful(id, isUseful) {
      const { data } = await client.PUT("/api/ticket/set_is_useful", { body: { id, is_useful: isUseful } });
      return data?.message;
    },
    async getChangelog() {
      const { data } = await client.GET("/changelog.json");
      return required(data);
    },
    async getCmsPage(path) {
      const { data } = await client.GET("/api/page", { params: { query: { path } } });
      const widget = required(data).data.find((w) => w.type === "static_page") ?? required(data).data[0];
      return { title: widget?.title ?? null, html: widget?.content[0]?.html_body ?? "" };
    },
    async logUi(body) {
      await client.POST("/api/log_ui/log", { body });
    },
    eventsUrl() {
      const token = api.session.currentAccessToken();
      const profileId = options.activeProfileId();
      if (!token || profileId === null) return null;
      const query = new URLSearchParams({ profile_id: String(profileId), access_token: token });
      return `${socketBase(options.providerBase)}/api/profile/connect?${query.toString()}`;
    },
  };
}
