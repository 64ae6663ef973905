import type { ApiClient } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

/** The one-time code step of sign-in or sign-up: the token set it earns. */
export async function signinConfirm(
  { client }: ApiClient,
  body: { username: string; signup: boolean; code: number },
) {
  return required((await client.POST("/api/profile/signin_confirm", { body })).data).data.token;
}
