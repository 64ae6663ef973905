import type { ApiClient, components } from "@ceremony/api-client";
import { TwoFactorMethod } from "@ceremony/api-client/contract";

type Method = components["schemas"]["TwoFactorMethod"];

/** Asks to switch two-step sign-in to `method`; an SMS code follows. Resolves with the server's text. */
export async function changeTwoFactor({ client }: ApiClient, method: Method) {
  return (await client.PUT("/api/profile/change_two_factor", { body: { method_id: method } })).data?.message;
}

/** Confirms the switch with the code the SMS brought. */
export async function confirmTwoFactor({ client }: ApiClient, method: Method, code: number) {
  const { data } = await client.PUT("/api/profile/change_two_factor_confirm", {
    body: { method_id: method, sms_code: code },
  });
  return data?.message;
}

/** Sends the switch's code again. */
export async function resendTwoFactorCode({ client }: ApiClient) {
  const { data } = await client.PUT("/api/profile/change_two_factor_resend_code", {
    body: { method_id: TwoFactorMethod.SMS },
  });
  return data?.message;
}
