import { type ApiClient, bearer } from "@ceremony/api-client";
import type { AccessCalls } from "./accessCallNames";
import { required } from "./answers";

/** Token refresh, auto-login, sign-up and password-recovery calls (see `accessCallNames`), loaded when one of those screens first calls. */
export function createAccessCalls(api: ApiClient): AccessCalls {
  const { client } = api;
  return {
    async refreshToken(refreshToken) {
      const { data } = await client.POST("/api/profile/refresh_token", {
        body: { refresh_token: refreshToken },
      });
      return required(data).data.token;
    },
    async autoLogin(tempToken) {
      const { data } = await client.POST("/api/profile/auto_login", { body: { temp_token: tempToken } });
      return required(data).data.token;
    },
    async initProfile(body, tempAccessToken) {
      const { data } = await client.POST("/api/profile/init", {
        body,
        headers: { Authorization: bearer(tempAccessToken) },
      });
      return data?.message;
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
  };
}
