import type { ApiClient } from "@ceremony/api-client";
import { PAGE_SIZE, TwoFactorMethod } from "@ceremony/api-client/contract";
import { createAccessCalls } from "./accessCalls";
import { paged, required, toProfile } from "./answers";
import type { PanelCalls } from "./panelCallNames";

/** The signed-in screens' calls over the api-client (see `createProviderApi`, which loads this module on demand). */
export function createPanelCalls(api: ApiClient): PanelCalls {
  const { client } = api;
  return {
    ...createAccessCalls(api),
    async getProfileInfo() {
      const { data } = await client.GET("/api/profile/info");
      return toProfile(required(data).data.profile);
    },
    async updateProfile(body) {
      const { data } = await client.PUT("/api/profile/", { body });
      return data?.message;
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
        body: { method_id: methodId === TwoFactorMethod.SMS ? TwoFactorMethod.SMS : TwoFactorMethod.NONE },
      });
      return data?.message;
    },
    async changeTwoFactorConfirm(methodId, smsCode) {
      const { data } = await client.PUT("/api/profile/change_two_factor_confirm", {
        body: {
          method_id: methodId === TwoFactorMethod.SMS ? TwoFactorMethod.SMS : TwoFactorMethod.NONE,
          sms_code: smsCode,
        },
      });
      return data?.message;
    },
    async changeTwoFactorResendCode() {
      const { data } = await client.PUT("/api/profile/change_two_factor_resend_code", {
        body: { method_id: TwoFactorMethod.SMS },
      });
      return data?.message;
    },
    async uploadPicture(file, onProgress) {
      const { uploadPicture } = await import("./uploadPicture");
      const result = await uploadPicture(api, file, onProgress);
      const original = result.data.file[0]?.original;
      return required(original);
    },
    async listMessages(offset) {
      const { data } = await client.GET("/api/message/list", {
        params: { query: { offset, limit: PAGE_SIZE } },
      });
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
      const { data } = await client.GET("/api/ticket/list", {
        params: { query: { offset, limit: PAGE_SIZE } },
      });
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
    async getCmsPage(path) {
      const { data } = await client.GET("/api/page", { params: { query: { path } } });
      const widget = required(data).data.find((w) => w.type === "static_page") ?? required(data).data[0];
      return { title: widget?.title ?? null, html: widget?.content[0]?.html_body ?? "" };
    },
  };
}
