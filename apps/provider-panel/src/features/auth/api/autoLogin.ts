import type { ApiClient } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

/** Exchanges a one-time link's temporary token for a token set. */
export async function autoLogin({ client }: ApiClient, tempToken: string) {
  return required((await client.POST("/api/profile/auto_login", { body: { temp_token: tempToken } })).data)
    .data.token;
}
