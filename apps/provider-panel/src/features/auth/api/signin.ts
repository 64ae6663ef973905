import type { ApiClient, components } from "@ceremony/api-client";
import { required } from "../../../shared/api/answers";

/**
 * Sign-in's first step, by code (a code is sent) or by password: whether the number is new, whether a code step
 * follows, and the tokens when none does.
 */
export async function signin({ client }: ApiClient, body: components["schemas"]["SigninRequest"]) {
  return required((await client.POST("/api/profile/signin", { body })).data).data;
}
