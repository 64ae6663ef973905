import type { ApiClient } from "@ceremony/api-client";
import { TwoFactorMethod } from "@ceremony/api-client/contract";
import { createAccessCalls } from "./accessCalls";
import { required, toProfile } from "./answers";
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
  };
}
