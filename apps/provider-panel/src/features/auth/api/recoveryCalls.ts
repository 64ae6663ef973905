import type { ApiClient, components } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

/** Sends a password-recovery code to the number. */
export async function forgotPassword({ client }: ApiClient, username: string) {
  return (await client.POST("/api/profile/forgot_password", { body: { username } })).data?.message;
}

/** Sets the new password with the recovery code; resolves with the token set that signs the user in. */
export async function forgotPasswordConfirm(
  { client }: ApiClient,
  body: components["schemas"]["ForgotPasswordConfirmRequest"],
) {
  return required((await client.POST("/api/profile/forgot_password_confirm", { body })).data).data.token;
}
